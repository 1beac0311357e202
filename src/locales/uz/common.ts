import type en from '../en/common';

const messages: typeof en = {
  loading: 'Yuklanmoqda…',
  retry: 'Qayta urinish',
  close: 'Yopish',
  required: 'Majburiy',
  select: '-- Tanlang --',
  show_password: 'Parolni ko‘rsatish',
  hide_password: 'Parolni yashirish',
  suggest_password: 'Parol taklif qilish',
  suggested_password: 'Taklif etilgan parol: {{value}}',
};
export default messages;
