import type en from '../en/ui';

const messages: typeof en = {
  progress: 'Memuat',
  // The pagination of list widgets (001 §3).
  pages: 'Halaman',
  first_page: 'Halaman pertama',
  previous_page: 'Halaman sebelumnya',
  next_page: 'Halaman berikutnya',
  last_page: 'Halaman terakhir',
  page_of: 'Halaman {{page}} dari {{pages}}',
  embed_video: 'Video',
  embed_map: 'Peta',
  embed_watch: 'Tonton di {{service}}',
  embed_open_map: 'Buka peta di Google Maps',
  needs_script: 'Formulir ini memerlukan JavaScript: aktifkan JavaScript di browser Anda untuk mengirimnya.',
};
export default messages;
