import type en from '../en/faq';

const messages: typeof en = {
  title: 'الأسئلة الشائعة',
  contents: 'المحتويات',
  empty: 'لا توجد أسئلة هنا بعد.',
  error: 'تعذّر تحميل الأسئلة.',
  showAll: 'عرض كل الأسئلة',
};
export default messages;
