import type en from '../en/ui';

const messages: typeof en = {
  progress: 'Cargando',
  // The pagination of list widgets (001 §3).
  pages: 'Páginas',
  first_page: 'Primera página',
  previous_page: 'Página anterior',
  next_page: 'Página siguiente',
  last_page: 'Última página',
  page_of: 'Página {{page}} de {{pages}}',
};
export default messages;
