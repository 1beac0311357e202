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
  embed_video: 'Video',
  embed_map: 'Karte',
  embed_watch: 'Auf {{service}} ansehen',
  embed_open_map: 'Karte in Google Maps öffnen',
  needs_script: 'Dieses Formular braucht JavaScript: Schalten Sie JavaScript in Ihrem Browser ein, um es zu senden.',
};
export default messages;
