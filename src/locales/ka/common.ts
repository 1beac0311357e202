import type en from '../en/common';

const messages: typeof en = {
  loading: 'იტვირთება…',
  retry: 'თავიდან ცდა',
  close: 'დახურვა',
  required: 'სავალდებულო',
  select: '-- აირჩიეთ --',
  show_password: 'პაროლის ჩვენება',
  hide_password: 'პაროლის დამალვა',
  suggest_password: 'პაროლის შეთავაზება',
  suggested_password: 'შემოთავაზებული პაროლი: {{value}}',
};
export default messages;
