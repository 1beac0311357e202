import type en from '../en/ui';

const messages: typeof en = {
  progress: 'Caricamento',
};
export default messages;
