import type en from '../en/ui';

const messages: typeof en = {
  progress: '加载中',
};
export default messages;
