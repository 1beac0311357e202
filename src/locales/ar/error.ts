import type en from '../en/error';

const messages: typeof en = {
  render: 'حدث خطأ أثناء عرض هذا الجزء من الصفحة.',
  network: 'تعذّر الاتصال بالخادم. تحقّق من اتصالك وحاول مرة أخرى.',
  timeout: 'استغرق الخادم وقتًا طويلًا للرد. يُرجى المحاولة مرة أخرى.',
  server: 'تعذّر على الخادم إكمال الطلب (الخطأ {{status}}). يُرجى المحاولة مرة أخرى.',
  generic: 'حدث خطأ ما',
};
export default messages;
