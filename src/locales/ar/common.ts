import type en from '../en/common';

const messages: typeof en = {
  loading: 'جارٍ التحميل…',
  retry: 'إعادة المحاولة',
  close: 'إغلاق',
  required: 'مطلوب',
  select: '-- اختر --',
  show_password: 'إظهار كلمة المرور',
  hide_password: 'إخفاء كلمة المرور',
  suggest_password: 'اقتراح كلمة مرور',
  suggested_password: 'كلمة المرور المقترحة: {{value}}',
};
export default messages;
