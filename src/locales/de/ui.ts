import type en from '../en/ui';

const messages: typeof en = {
  progress: 'Wird geladen',
  // The pagination of list widgets (001 §3).
  pages: 'Seiten',
  first_page: 'Erste Seite',
  previous_page: 'Vorherige Seite',
  next_page: 'Nächste Seite',
  last_page: 'Letzte Seite',
  page_of: 'Seite {{page}} von {{pages}}',
};
export default messages;
