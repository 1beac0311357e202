import type en from '../en/error';

const messages: typeof en = {
  render: '페이지의 이 부분을 표시하는 중 문제가 발생했습니다.',
  network: '서버에 연결하지 못했습니다. 연결을 확인하고 다시 시도하세요.',
  timeout: '서버 응답이 너무 늦습니다. 다시 시도하세요.',
  server: '서버가 요청을 처리하지 못했습니다(오류 {{status}}). 다시 시도하세요.',
  generic: '문제가 발생했습니다',
};
export default messages;
