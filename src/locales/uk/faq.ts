import type en from '../en/faq';

const messages: typeof en = {
  title: 'Часті запитання',
  contents: 'Зміст',
  empty: 'Запитань поки немає.',
  error: 'Не вдалося завантажити запитання.',
  showAll: 'Показати всі запитання',
};
export default messages;
