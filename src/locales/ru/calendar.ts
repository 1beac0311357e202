import type en from '../en/calendar';

const messages: typeof en = {
  navigation: 'Месяцы',
  previous: 'Предыдущий месяц',
  today: 'Сегодня',
  next: 'Следующий месяц',
  legend: 'Площадки',
  empty: 'В этом месяце нет мероприятий',
  error: 'Не удалось загрузить календарь.',
  enter_event: 'Записаться на мероприятие',
  venue: 'Площадка',
  morning: 'утро',
  afternoon: 'день',
  evening: 'вечер',
  next_event: 'Следующее мероприятие',
  enter: 'Записаться',
  to_be_announced: 'Новые даты будут объявлены в ближайшее время',
  entries_closed: 'Запись на этот тип мероприятий закрыта.',
  upcoming: 'Предстоящие мероприятия',
  no_upcoming: 'Нет предстоящих мероприятий',
  not_found: 'Мероприятие не найдено.',
  faq: 'Вопросы',
};
export default messages;
