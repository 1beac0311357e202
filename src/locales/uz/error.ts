import type en from '../en/error';

const messages: typeof en = {
  render: 'Sahifaning bu qismini ko‘rsatishda xatolik yuz berdi.',
  network: 'Serverga ulanib bo‘lmadi. Ulanishni tekshirib, qayta urinib ko‘ring.',
  timeout: 'Server juda uzoq javob bermadi. Qayta urinib ko‘ring.',
  server: 'Server so‘rovni bajara olmadi (xato {{status}}). Qayta urinib ko‘ring.',
  generic: 'nimadir noto‘g‘ri ketdi',
};
export default messages;
