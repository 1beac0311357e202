import type en from '../en/ui';

const messages: typeof en = {
  progress: '불러오는 중',
};
export default messages;
