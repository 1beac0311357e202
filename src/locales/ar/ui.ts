import type en from '../en/ui';

const messages: typeof en = {
  progress: 'جارٍ التحميل',
};
export default messages;
