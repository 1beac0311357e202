import type en from '../en/calendar';

const messages: typeof en = {
  navigation: 'Mesi',
  previous: 'Mese precedente',
  today: 'Oggi',
  next: 'Mese successivo',
  legend: 'Luoghi',
  empty: 'Nessun evento questo mese',
  error: 'Impossibile caricare il calendario.',
  enter_event: 'Iscriviti all’evento',
  venue: 'Luogo',
  morning: 'mattina',
  afternoon: 'pomeriggio',
  evening: 'sera',
  next_event: 'Prossimo evento',
  enter: 'Iscriviti',
  to_be_announced: 'Nuove date saranno annunciate a breve',
  entries_closed: 'Le iscrizioni per questo tipo di evento sono chiuse.',
  upcoming: 'Prossimi eventi',
  no_upcoming: 'Nessun evento in programma',
  not_found: 'Evento non trovato.',
  faq: 'Domande',
};
export default messages;
