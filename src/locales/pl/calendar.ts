import type en from '../en/calendar';

const messages: typeof en = {
  navigation: 'Miesiące',
  previous: 'Poprzedni miesiąc',
  today: 'Dzisiaj',
  next: 'Następny miesiąc',
  legend: 'Obiekty',
  empty: 'Brak wydarzeń w tym miesiącu',
  error: 'Nie udało się wczytać kalendarza.',
  enter_event: 'Zapisz się na wydarzenie',
  venue: 'Obiekt',
  morning: 'rano',
  afternoon: 'po południu',
  evening: 'wieczorem',
  next_event: 'Następne wydarzenie',
  enter: 'Zapisz się',
  to_be_announced: 'Nowe terminy wkrótce',
  entries_closed: 'Zapisy na ten rodzaj wydarzenia są zamknięte.',
  upcoming: 'Nadchodzące wydarzenia',
  no_upcoming: 'Brak nadchodzących wydarzeń',
  not_found: 'Nie znaleziono tego wydarzenia.',
  faq: 'Pytania',
};
export default messages;
