import type en from '../en/faq';

const messages: typeof en = {
  title: '자주 묻는 질문',
  contents: '목차',
  empty: '아직 질문이 없습니다.',
  error: '질문을 불러오지 못했습니다.',
  showAll: '모든 질문 보기',
};
export default messages;
