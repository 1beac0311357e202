import type en from '../en/ui';

const messages: typeof en = {
  progress: 'Caricamento',
  // The pagination of list widgets (001 §3).
  pages: 'Pagine',
  first_page: 'Prima pagina',
  previous_page: 'Pagina precedente',
  next_page: 'Pagina successiva',
  last_page: 'Ultima pagina',
  page_of: 'Pagina {{page}} di {{pages}}',
  embed_video: 'Video',
  embed_map: 'Mappa',
  embed_watch: 'Guarda su {{service}}',
  embed_open_map: 'Apri la mappa in Google Maps',
  needs_script: 'Questo modulo richiede JavaScript: attiva JavaScript nel browser per inviarlo.',
};
export default messages;
