import type en from '../en/ui';

const messages: typeof en = {
  progress: 'Загрузка',
  // The pagination of list widgets (001 §3).
  pages: 'Страницы',
  first_page: 'Первая страница',
  previous_page: 'Предыдущая страница',
  next_page: 'Следующая страница',
  last_page: 'Последняя страница',
  page_of: 'Страница {{page}} из {{pages}}',
  embed_video: 'Видео',
  embed_map: 'Карта',
  embed_watch: 'Смотреть на {{service}}',
  embed_open_map: 'Открыть карту в Google Картах',
  needs_script: 'Для этой формы нужен JavaScript: включите JavaScript в браузере, чтобы отправить её.',
};
export default messages;
