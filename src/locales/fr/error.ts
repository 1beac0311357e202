import type en from '../en/error';

const messages: typeof en = {
  render: 'Un problème est survenu lors de l’affichage de cette partie de la page.',
  network: 'La connexion au serveur a échoué. Vérifiez votre connexion et réessayez.',
  timeout: 'Le serveur a mis trop de temps à répondre. Veuillez réessayer.',
  server: 'Le serveur n’a pas pu traiter la demande (erreur {{status}}). Veuillez réessayer.',
  generic: 'un problème est survenu',
};
export default messages;
