import type en from '../en/ui';

const messages: typeof en = {
  progress: 'Yükleniyor',
};
export default messages;
