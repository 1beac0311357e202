import type en from '../en/ui';

const messages: typeof en = {
  progress: 'جارٍ التحميل',
  // The pagination of list widgets (001 §3).
  pages: 'الصفحات',
  first_page: 'الصفحة الأولى',
  previous_page: 'الصفحة السابقة',
  next_page: 'الصفحة التالية',
  last_page: 'الصفحة الأخيرة',
  page_of: 'الصفحة {{page}} من {{pages}}',
  embed_video: 'فيديو',
  embed_map: 'خريطة',
  embed_watch: 'شاهد على {{service}}',
  embed_open_map: 'افتح الخريطة في خرائط Google',
  needs_script: 'يتطلب هذا النموذج JavaScript: فعّل JavaScript في متصفحك لإرساله.',
};
export default messages;
