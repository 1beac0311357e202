import type en from '../en/faq';

const messages: typeof en = {
  title: 'Questions fréquentes',
  contents: 'Sommaire',
  empty: 'Il n’y a pas encore de questions ici.',
  error: 'Les questions n’ont pas pu être chargées.',
  showAll: 'Afficher toutes les questions',
};
export default messages;
