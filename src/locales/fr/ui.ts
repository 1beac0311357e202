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
  embed_video: 'Vidéo',
  embed_map: 'Carte',
  embed_watch: 'Regarder sur {{service}}',
  embed_open_map: 'Ouvrir la carte dans Google Maps',
  needs_script: 'Ce formulaire a besoin de JavaScript : activez JavaScript dans votre navigateur pour l’envoyer.',
};
export default messages;
