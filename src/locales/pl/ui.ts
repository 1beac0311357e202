import type en from '../en/ui';

const messages: typeof en = {
  progress: 'Ładowanie',
};
export default messages;
