import type en from '../en/common';

const messages: typeof en = {
  loading: 'Caricamento…',
  retry: 'Riprova',
  close: 'Chiudi',
  required: 'Obbligatorio',
  select: '-- Seleziona --',
  show_password: 'Mostra password',
  hide_password: 'Nascondi password',
  suggest_password: 'Suggerisci una password',
  suggested_password: 'Password suggerita: {{value}}',
};
export default messages;
