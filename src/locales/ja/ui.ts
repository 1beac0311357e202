import type en from '../en/ui';

const messages: typeof en = {
  progress: '読み込み中',
};
export default messages;
