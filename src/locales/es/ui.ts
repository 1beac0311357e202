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
  embed_video: 'Vídeo',
  embed_map: 'Mapa',
  embed_watch: 'Ver en {{service}}',
  embed_open_map: 'Abrir el mapa en Google Maps',
  needs_script: 'Este formulario necesita JavaScript: activa JavaScript en tu navegador para enviarlo.',
};
export default messages;
