import type en from '../en/error';

const messages: typeof en = {
  render: 'Terjadi kesalahan saat menampilkan bagian halaman ini.',
  network: 'Koneksi ke server gagal. Periksa koneksi Anda lalu coba lagi.',
  timeout: 'Server terlalu lama merespons. Silakan coba lagi.',
  server: 'Server tidak dapat menyelesaikan permintaan (galat {{status}}). Silakan coba lagi.',
  generic: 'terjadi kesalahan',
};
export default messages;
