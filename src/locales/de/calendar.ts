import type en from '../en/calendar';

const messages: typeof en = {
  navigation: 'Monate',
  previous: 'Vorheriger Monat',
  today: 'Heute',
  next: 'Nächster Monat',
  legend: 'Veranstaltungsorte',
  empty: 'Keine Veranstaltungen in diesem Monat',
  error: 'Der Kalender konnte nicht geladen werden.',
  enter_event: 'Zur Veranstaltung anmelden',
  venue: 'Ort',
  morning: 'vormittags',
  afternoon: 'nachmittags',
  evening: 'abends',
  next_event: 'Nächste Veranstaltung',
  enter: 'Anmelden',
  to_be_announced: 'Neue Termine werden bald bekannt gegeben',
  entries_closed: 'Für diese Veranstaltungsart sind die Anmeldungen geschlossen.',
  upcoming: 'Kommende Veranstaltungen',
  no_upcoming: 'Keine kommenden Veranstaltungen',
  not_found: 'Diese Veranstaltung wurde nicht gefunden.',
  faq: 'Fragen',
};
export default messages;
