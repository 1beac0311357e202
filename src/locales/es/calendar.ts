import type en from '../en/calendar';

const messages: typeof en = {
  navigation: 'Meses',
  previous: 'Mes anterior',
  today: 'Hoy',
  next: 'Mes siguiente',
  legend: 'Recintos',
  empty: 'No hay eventos este mes',
  error: 'No se pudo cargar el calendario.',
  enter_event: 'Inscribirse en el evento',
  venue: 'Recinto',
  morning: 'mañana',
  afternoon: 'tarde',
  evening: 'noche',
  next_event: 'Próximo evento',
  enter: 'Inscribirse',
  to_be_announced: 'Pronto se anunciarán nuevas fechas',
  entries_closed: 'Las inscripciones para este tipo de evento están cerradas.',
  upcoming: 'Próximos eventos',
  no_upcoming: 'No hay próximos eventos',
  not_found: 'No se encontró este evento.',
  faq: 'Preguntas',
};
export default messages;
