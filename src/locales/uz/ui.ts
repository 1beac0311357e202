import type en from '../en/ui';

const messages: typeof en = {
  progress: 'Yuklanmoqda',
  // The pagination of list widgets (001 §3).
  pages: 'Sahifalar',
  first_page: 'Birinchi sahifa',
  previous_page: 'Oldingi sahifa',
  next_page: 'Keyingi sahifa',
  last_page: 'Oxirgi sahifa',
  page_of: '{{pages}} sahifadan {{page}}-sahifa',
};
export default messages;
