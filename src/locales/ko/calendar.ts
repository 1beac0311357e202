import type en from '../en/calendar';

const messages: typeof en = {
  navigation: '월',
  previous: '이전 달',
  today: '오늘',
  next: '다음 달',
  legend: '장소',
  empty: '이번 달에는 행사가 없습니다',
  error: '캘린더를 불러오지 못했습니다.',
  enter_event: '행사 참가 신청',
  venue: '장소',
  morning: '오전',
  afternoon: '오후',
  evening: '저녁',
  next_event: '다음 행사',
  enter: '참가 신청',
  to_be_announced: '새 일정이 곧 발표됩니다',
  entries_closed: '이 이벤트 유형의 참가 신청이 마감되었습니다.',
  upcoming: '예정된 행사',
  no_upcoming: '예정된 행사가 없습니다',
  not_found: '이 행사를 찾을 수 없습니다.',
  faq: '질문',
};
export default messages;
