import type en from '../en/faq';

const messages: typeof en = {
  title: 'Câu hỏi thường gặp',
  contents: 'Mục lục',
  empty: 'Chưa có câu hỏi nào.',
  error: 'Không tải được các câu hỏi.',
  showAll: 'Hiện tất cả câu hỏi',
};
export default messages;
