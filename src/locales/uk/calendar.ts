import type en from '../en/calendar';

const messages: typeof en = {
  navigation: 'Місяці',
  previous: 'Попередній місяць',
  today: 'Сьогодні',
  next: 'Наступний місяць',
  legend: 'Майданчики',
  empty: 'Цього місяця подій немає',
  error: 'Не вдалося завантажити календар.',
  enter_event: 'Зареєструватися на подію',
  venue: 'Майданчик',
  morning: 'ранок',
  afternoon: 'день',
  evening: 'вечір',
  next_event: 'Наступна подія',
  enter: 'Зареєструватися',
  to_be_announced: 'Нові дати буде оголошено найближчим часом',
  entries_closed: 'Запис на цей тип подій закрито.',
  upcoming: 'Майбутні події',
  no_upcoming: 'Немає майбутніх подій',
  not_found: 'Подію не знайдено.',
  faq: 'Запитання',
};
export default messages;
