import type en from '../en/ui';

const messages: typeof en = {
  progress: 'Завантаження',
};
export default messages;
