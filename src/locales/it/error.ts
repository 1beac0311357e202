import type en from '../en/error';

const messages: typeof en = {
  render: 'Si è verificato un problema nella visualizzazione di questa parte della pagina.',
  network: 'Connessione al server non riuscita. Controlla la connessione e riprova.',
  timeout: 'Il server ha impiegato troppo tempo a rispondere. Riprova.',
  server: 'Il server non ha potuto completare la richiesta (errore {{status}}). Riprova.',
  generic: 'qualcosa è andato storto',
};
export default messages;
