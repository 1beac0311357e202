import type en from '../en/common';

const messages: typeof en = {
  loading: 'Yükleniyor…',
  retry: 'Tekrar dene',
  close: 'Kapat',
  required: 'Zorunlu',
  select: '-- Seçin --',
  show_password: 'Şifreyi göster',
  hide_password: 'Şifreyi gizle',
  suggest_password: 'Şifre öner',
  suggested_password: 'Önerilen şifre: {{value}}',
};
export default messages;
