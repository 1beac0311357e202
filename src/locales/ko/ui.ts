import type en from '../en/ui';

const messages: typeof en = {
  progress: '불러오는 중',
  // The pagination of list widgets (001 §3).
  pages: '페이지',
  first_page: '첫 페이지',
  previous_page: '이전 페이지',
  next_page: '다음 페이지',
  last_page: '마지막 페이지',
  page_of: '{{pages}}페이지 중 {{page}}페이지',
  embed_video: '동영상',
  embed_map: '지도',
  embed_watch: '{{service}}에서 보기',
  embed_open_map: 'Google 지도에서 지도 열기',
  needs_script: '이 양식에는 JavaScript가 필요합니다. 보내려면 브라우저에서 JavaScript를 켜 주세요.',
};
export default messages;
