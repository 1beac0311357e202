import type en from '../en/ui';

const messages: typeof en = {
  progress: 'Загрузка',
};
export default messages;
