import type en from '../en/common';

const messages: typeof en = {
  loading: 'Đang tải…',
  retry: 'Thử lại',
  close: 'Đóng',
  required: 'Bắt buộc',
  select: '-- Chọn --',
  show_password: 'Hiện mật khẩu',
  hide_password: 'Ẩn mật khẩu',
  suggest_password: 'Gợi ý mật khẩu',
  suggested_password: 'Mật khẩu gợi ý: {{value}}',
};
export default messages;
