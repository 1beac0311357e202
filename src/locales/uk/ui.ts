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
  embed_video: 'Відео',
  embed_map: 'Мапа',
  embed_watch: 'Дивитися на {{service}}',
  embed_open_map: 'Відкрити мапу в Google Картах',
  needs_script: 'Для цієї форми потрібен JavaScript: увімкніть JavaScript у браузері, щоб надіслати її.',
};
export default messages;
