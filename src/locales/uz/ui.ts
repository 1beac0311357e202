import type en from '../en/ui';

const messages: typeof en = {
  progress: 'Yuklanmoqda',
};
export default messages;
