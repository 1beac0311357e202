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
};
export default messages;
