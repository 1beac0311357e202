import type en from '../en/ui';

const messages: typeof en = {
  progress: 'Đang tải',
};
export default messages;
