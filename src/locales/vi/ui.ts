import type en from '../en/ui';

const messages: typeof en = {
  progress: 'Đang tải',
  // The pagination of list widgets (001 §3).
  pages: 'Trang',
  first_page: 'Trang đầu',
  previous_page: 'Trang trước',
  next_page: 'Trang sau',
  last_page: 'Trang cuối',
  page_of: 'Trang {{page}} / {{pages}}',
  embed_video: 'Video',
  embed_map: 'Bản đồ',
  embed_watch: 'Xem trên {{service}}',
  embed_open_map: 'Mở bản đồ trong Google Maps',
  needs_script: 'Biểu mẫu này cần JavaScript: hãy bật JavaScript trong trình duyệt để gửi biểu mẫu.',
};
export default messages;
