import type en from '../en/common';

const messages: typeof en = {
  loading: 'Chargement…',
  retry: 'Réessayer',
  close: 'Fermer',
  required: 'Obligatoire',
  select: '-- Choisir --',
  show_password: 'Afficher le mot de passe',
  hide_password: 'Masquer le mot de passe',
  suggest_password: 'Suggérer un mot de passe',
  suggested_password: 'Mot de passe suggéré : {{value}}',
};
export default messages;
