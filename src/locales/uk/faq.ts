import type en from '../en/faq';

const messages: typeof en = {
  title: 'Часті запитання',
  contents: 'Зміст',
  empty: 'Запитань поки немає.',
  error: 'Не вдалося завантажити запитання.',
};
export default messages;
