import type en from '../en/common';

const messages: typeof en = {
  loading: 'Загрузка…',
  retry: 'Повторить',
  close: 'Закрыть',
  required: 'Обязательно',
  select: '-- Выберите --',
  show_password: 'Показать пароль',
  hide_password: 'Скрыть пароль',
  suggest_password: 'Предложить пароль',
  suggested_password: 'Предлагаемый пароль: {{value}}',
};
export default messages;
