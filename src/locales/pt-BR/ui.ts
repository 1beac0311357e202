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
  embed_video: 'Vídeo',
  embed_map: 'Mapa',
  embed_watch: 'Assistir no {{service}}',
  embed_open_map: 'Abrir o mapa no Google Maps',
  needs_script: 'Este formulário precisa de JavaScript: ative o JavaScript no seu navegador para enviá-lo.',
};
export default messages;
