import type en from '../en/ui';

const messages: typeof en = {
  progress: 'Cargando',
};
export default messages;
