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
  embed_video: 'Video',
  embed_map: 'Xarita',
  embed_watch: '{{service}} da koʻrish',
  embed_open_map: 'Xaritani Google Xaritalarda ochish',
  needs_script: 'Bu shakl uchun JavaScript kerak: uni yuborish uchun brauzeringizda JavaScript’ni yoqing.',
};
export default messages;
