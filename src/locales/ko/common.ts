import type en from '../en/common';

const messages: typeof en = {
  loading: '불러오는 중…',
  retry: '다시 시도',
  close: '닫기',
  required: '필수',
  select: '-- 선택 --',
  show_password: '비밀번호 표시',
  hide_password: '비밀번호 숨기기',
  suggest_password: '비밀번호 제안',
  suggested_password: '제안된 비밀번호: {{value}}',
};
export default messages;
