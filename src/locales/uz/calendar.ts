import type en from '../en/calendar';

const messages: typeof en = {
  navigation: 'Oylar',
  previous: 'Oldingi oy',
  today: 'Bugun',
  next: 'Keyingi oy',
  legend: 'Maydonlar',
  empty: 'Bu oyda tadbirlar yo‘q',
  error: 'Taqvimni yuklab bo‘lmadi.',
  enter_event: 'Tadbirga yozilish',
  venue: 'Maydon',
  morning: 'ertalab',
  afternoon: 'tushdan keyin',
  evening: 'kechqurun',
  next_event: 'Keyingi tadbir',
  enter: 'Yozilish',
  to_be_announced: 'Yangi sanalar tez orada e’lon qilinadi',
  entries_closed: 'Ushbu tadbir turi uchun roʻyxatdan oʻtish yopilgan.',
  upcoming: 'Kelgusi tadbirlar',
  no_upcoming: 'Kelgusi tadbirlar yo‘q',
  not_found: 'Bu tadbir topilmadi.',
  faq: 'Savollar',
};
export default messages;
