import type en from '../en/ui';

const messages: typeof en = {
  progress: 'Chargement',
  // The pagination of list widgets (001 §3).
  pages: 'Pages',
  first_page: 'Première page',
  previous_page: 'Page précédente',
  next_page: 'Page suivante',
  last_page: 'Dernière page',
  page_of: 'Page {{page}} sur {{pages}}',
};
export default messages;
