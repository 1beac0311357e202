import type en from '../en/faq';

const messages: typeof en = {
  title: 'Domande frequenti',
  contents: 'Indice',
  empty: 'Non ci sono ancora domande.',
  error: 'Impossibile caricare le domande.',
  showAll: 'Mostra tutte le domande',
};
export default messages;
