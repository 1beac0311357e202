import type en from '../en/ui';

const messages: typeof en = {
  progress: 'Carregando',
};
export default messages;
