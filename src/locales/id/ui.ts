import type en from '../en/ui';

const messages: typeof en = {
  progress: 'Memuat',
};
export default messages;
