import type en from '../en/common';

const messages: typeof en = {
  loading: 'Wird geladen…',
  retry: 'Erneut versuchen',
  close: 'Schließen',
  required: 'Pflichtfeld',
  select: '-- Auswählen --',
  show_password: 'Passwort anzeigen',
  hide_password: 'Passwort verbergen',
  suggest_password: 'Passwort vorschlagen',
  suggested_password: 'Vorgeschlagenes Passwort: {{value}}',
};
export default messages;
