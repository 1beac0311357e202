import type en from '../en/ui';

const messages: typeof en = {
  progress: 'იტვირთება',
};
export default messages;
