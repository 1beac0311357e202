import type en from '../en/ui';

const messages: typeof en = {
  progress: 'Chargement',
};
export default messages;
