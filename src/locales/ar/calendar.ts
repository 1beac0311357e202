import type en from '../en/calendar';

const messages: typeof en = {
  navigation: 'الأشهر',
  previous: 'الشهر السابق',
  today: 'اليوم',
  next: 'الشهر التالي',
  legend: 'المواقع',
  empty: 'لا توجد فعاليات هذا الشهر',
  error: 'تعذّر تحميل التقويم.',
  enter_event: 'التسجيل في الفعالية',
  venue: 'الموقع',
  morning: 'صباحًا',
  afternoon: 'بعد الظهر',
  evening: 'مساءً',
  next_event: 'الفعالية التالية',
  enter: 'تسجيل',
  to_be_announced: 'سيتم الإعلان عن مواعيد جديدة قريبًا',
  entries_closed: 'التسجيل في هذا النوع من الفعاليات مغلق.',
  upcoming: 'الفعاليات القادمة',
  no_upcoming: 'لا توجد فعاليات قادمة',
  not_found: 'تعذّر العثور على هذه الفعالية.',
  faq: 'الأسئلة',
};
export default messages;
