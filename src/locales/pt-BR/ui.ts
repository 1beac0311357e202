import type en from '../en/ui';

const messages: typeof en = {
  progress: 'Carregando',
  // The pagination of list widgets (001 §3).
  pages: 'Páginas',
  first_page: 'Primeira página',
  previous_page: 'Página anterior',
  next_page: 'Próxima página',
  last_page: 'Última página',
  page_of: 'Página {{page}} de {{pages}}',
};
export default messages;
