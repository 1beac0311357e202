import type en from '../en/calendar';

const messages: typeof en = {
  navigation: 'Bulan',
  previous: 'Bulan sebelumnya',
  today: 'Hari ini',
  next: 'Bulan berikutnya',
  legend: 'Lokasi',
  empty: 'Tidak ada acara bulan ini',
  error: 'Kalender tidak dapat dimuat.',
  enter_event: 'Daftar acara',
  venue: 'Lokasi',
  morning: 'pagi',
  afternoon: 'siang',
  evening: 'malam',
  next_event: 'Acara berikutnya',
  enter: 'Daftar',
  to_be_announced: 'Tanggal baru segera diumumkan',
  entries_closed: 'Pendaftaran untuk jenis acara ini sudah ditutup.',
  upcoming: 'Acara mendatang',
  no_upcoming: 'Tidak ada acara mendatang',
  not_found: 'Acara ini tidak ditemukan.',
  faq: 'Pertanyaan',
};
export default messages;
