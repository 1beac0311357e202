import type en from '../en/faq';

const messages: typeof en = {
  title: 'Sıkça sorulan sorular',
  contents: 'İçindekiler',
  empty: 'Henüz soru yok.',
  error: 'Sorular yüklenemedi.',
  showAll: 'Tüm soruları göster',
};
export default messages;
