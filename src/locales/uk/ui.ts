import type en from '../en/ui';

const messages: typeof en = {
  progress: 'Завантаження',
  // The pagination of list widgets (001 §3).
  pages: 'Сторінки',
  first_page: 'Перша сторінка',
  previous_page: 'Попередня сторінка',
  next_page: 'Наступна сторінка',
  last_page: 'Остання сторінка',
  page_of: 'Сторінка {{page}} з {{pages}}',
};
export default messages;
