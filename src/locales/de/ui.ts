import type en from '../en/ui';

const messages: typeof en = {
  progress: 'Wird geladen',
};
export default messages;
