import type en from '../en/ui';

const messages: typeof en = {
  progress: 'Ładowanie',
  // The pagination of list widgets (001 §3).
  pages: 'Strony',
  first_page: 'Pierwsza strona',
  previous_page: 'Poprzednia strona',
  next_page: 'Następna strona',
  last_page: 'Ostatnia strona',
  page_of: 'Strona {{page}} z {{pages}}',
  embed_video: 'Wideo',
  embed_map: 'Mapa',
  embed_watch: 'Obejrzyj w serwisie {{service}}',
  embed_open_map: 'Otwórz mapę w Mapach Google',
  needs_script: 'Ten formularz wymaga JavaScriptu: włącz JavaScript w przeglądarce, aby go wysłać.',
};
export default messages;
