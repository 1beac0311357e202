import type en from '../en/calendar';

const messages: typeof en = {
  navigation: 'Meses',
  previous: 'Mês anterior',
  today: 'Hoje',
  next: 'Próximo mês',
  legend: 'Locais',
  empty: 'Nenhum evento neste mês',
  error: 'Não foi possível carregar o calendário.',
  enter_event: 'Inscrever-se no evento',
  venue: 'Local',
  morning: 'manhã',
  afternoon: 'tarde',
  evening: 'noite',
  next_event: 'Próximo evento',
  enter: 'Inscrever-se',
  to_be_announced: 'Novas datas serão anunciadas em breve',
  entries_closed: 'As inscrições para este tipo de evento estão encerradas.',
  upcoming: 'Próximos eventos',
  no_upcoming: 'Nenhum evento futuro',
  not_found: 'Evento não encontrado.',
  faq: 'Perguntas',
};
export default messages;
