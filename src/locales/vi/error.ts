import type en from '../en/error';

const messages: typeof en = {
  render: 'Đã xảy ra lỗi khi hiển thị phần này của trang.',
  network: 'Không kết nối được với máy chủ. Hãy kiểm tra kết nối và thử lại.',
  timeout: 'Máy chủ phản hồi quá lâu. Vui lòng thử lại.',
  server: 'Máy chủ không thể hoàn tất yêu cầu (lỗi {{status}}). Vui lòng thử lại.',
  generic: 'đã xảy ra lỗi',
};
export default messages;
