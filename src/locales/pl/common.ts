import type en from '../en/common';

const messages: typeof en = {
  loading: 'Ładowanie…',
  retry: 'Spróbuj ponownie',
  close: 'Zamknij',
  required: 'Wymagane',
  select: '-- Wybierz --',
  show_password: 'Pokaż hasło',
  hide_password: 'Ukryj hasło',
  suggest_password: 'Zaproponuj hasło',
  suggested_password: 'Proponowane hasło: {{value}}',
};
export default messages;
