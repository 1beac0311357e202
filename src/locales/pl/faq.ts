import type en from '../en/faq';

const messages: typeof en = {
  title: 'Najczęściej zadawane pytania',
  contents: 'Spis treści',
  empty: 'Nie ma tu jeszcze pytań.',
  error: 'Nie udało się wczytać pytań.',
  showAll: 'Pokaż wszystkie pytania',
};
export default messages;
