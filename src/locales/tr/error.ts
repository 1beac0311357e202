import type en from '../en/error';

const messages: typeof en = {
  render: 'Sayfanın bu bölümü gösterilirken bir sorun oluştu.',
  network: 'Sunucuya bağlanılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
  timeout: 'Sunucu çok geç yanıt verdi. Lütfen tekrar deneyin.',
  server: 'Sunucu isteği tamamlayamadı (hata {{status}}). Lütfen tekrar deneyin.',
  generic: 'bir şeyler ters gitti',
};
export default messages;
