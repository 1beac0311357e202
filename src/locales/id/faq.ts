import type en from '../en/faq';

const messages: typeof en = {
  title: 'Pertanyaan umum',
  contents: 'Daftar isi',
  empty: 'Belum ada pertanyaan di sini.',
  error: 'Pertanyaan tidak dapat dimuat.',
  showAll: 'Tampilkan semua pertanyaan',
};
export default messages;
