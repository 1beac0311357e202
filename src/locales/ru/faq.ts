import type en from '../en/faq';

const messages: typeof en = {
  title: 'Часто задаваемые вопросы',
  contents: 'Содержание',
  empty: 'Вопросов пока нет.',
  error: 'Не удалось загрузить вопросы.',
  showAll: 'Показать все вопросы',
};
export default messages;
