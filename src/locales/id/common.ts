import type en from '../en/common';

const messages: typeof en = {
  loading: 'Memuat…',
  retry: 'Coba lagi',
  close: 'Tutup',
  required: 'Wajib',
  select: '-- Pilih --',
  show_password: 'Tampilkan kata sandi',
  hide_password: 'Sembunyikan kata sandi',
  suggest_password: 'Sarankan kata sandi',
  suggested_password: 'Kata sandi yang disarankan: {{value}}',
};
export default messages;
