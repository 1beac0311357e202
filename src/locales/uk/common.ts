import type en from '../en/common';

const messages: typeof en = {
  loading: 'Завантаження…',
  retry: 'Спробувати ще',
  close: 'Закрити',
  required: 'Обов’язково',
  select: '-- Оберіть --',
  show_password: 'Показати пароль',
  hide_password: 'Приховати пароль',
  suggest_password: 'Запропонувати пароль',
  suggested_password: 'Запропонований пароль: {{value}}',
};
export default messages;
