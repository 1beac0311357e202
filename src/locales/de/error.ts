import type en from '../en/error';

const messages: typeof en = {
  render: 'Beim Anzeigen dieses Seitenbereichs ist ein Fehler aufgetreten.',
  network: 'Die Verbindung zum Server ist fehlgeschlagen. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  timeout: 'Der Server hat zu lange gebraucht. Bitte versuchen Sie es erneut.',
  server: 'Der Server konnte die Anfrage nicht ausführen (Fehler {{status}}). Bitte versuchen Sie es erneut.',
  generic: 'etwas ist schiefgelaufen',
};
export default messages;
