import type en from '../en/calendar';

const messages: typeof en = {
  navigation: 'Tháng',
  previous: 'Tháng trước',
  today: 'Hôm nay',
  next: 'Tháng sau',
  legend: 'Địa điểm',
  empty: 'Không có sự kiện nào trong tháng này',
  error: 'Không tải được lịch.',
  enter_event: 'Đăng ký sự kiện',
  venue: 'Địa điểm',
  morning: 'buổi sáng',
  afternoon: 'buổi chiều',
  evening: 'buổi tối',
  next_event: 'Sự kiện tiếp theo',
  enter: 'Đăng ký',
  to_be_announced: 'Ngày mới sẽ sớm được công bố',
  entries_closed: 'Đã đóng đăng ký cho loại sự kiện này.',
  upcoming: 'Sự kiện sắp tới',
  no_upcoming: 'Không có sự kiện sắp tới',
  not_found: 'Không tìm thấy sự kiện này.',
  faq: 'Câu hỏi',
};
export default messages;
