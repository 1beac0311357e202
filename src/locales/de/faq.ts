import type en from '../en/faq';

const messages: typeof en = {
  title: 'Häufig gestellte Fragen',
  contents: 'Inhalt',
  empty: 'Hier gibt es noch keine Fragen.',
  error: 'Die Fragen konnten nicht geladen werden.',
  showAll: 'Alle Fragen anzeigen',
};
export default messages;
