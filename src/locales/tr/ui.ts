import type en from '../en/ui';

const messages: typeof en = {
  progress: 'Yükleniyor',
  // The pagination of list widgets (001 §3).
  pages: 'Sayfalar',
  first_page: 'İlk sayfa',
  previous_page: 'Önceki sayfa',
  next_page: 'Sonraki sayfa',
  last_page: 'Son sayfa',
  page_of: 'Sayfa {{page}} / {{pages}}',
  embed_video: 'Video',
  embed_map: 'Harita',
  embed_watch: '{{service}} üzerinde izle',
  embed_open_map: 'Haritayı Google Haritalar’da aç',
  needs_script: "Bu form JavaScript gerektirir: göndermek için tarayıcınızda JavaScript'i açın.",
};
export default messages;
