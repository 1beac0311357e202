import type en from '../en/calendar';

const messages: typeof en = {
  navigation: 'Aylar',
  previous: 'Önceki ay',
  today: 'Bugün',
  next: 'Sonraki ay',
  legend: 'Mekânlar',
  empty: 'Bu ay etkinlik yok',
  error: 'Takvim yüklenemedi.',
  enter_event: 'Etkinliğe kaydol',
  venue: 'Mekân',
  morning: 'sabah',
  afternoon: 'öğleden sonra',
  evening: 'akşam',
  next_event: 'Sonraki etkinlik',
  enter: 'Kaydol',
  to_be_announced: 'Yeni tarihler yakında duyurulacak',
  entries_closed: 'Bu etkinlik türü için kayıtlar kapandı.',
  upcoming: 'Yaklaşan etkinlikler',
  no_upcoming: 'Yaklaşan etkinlik yok',
  not_found: 'Bu etkinlik bulunamadı.',
  faq: 'Sorular',
};
export default messages;
