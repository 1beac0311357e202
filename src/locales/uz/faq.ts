import type en from '../en/faq';

const messages: typeof en = {
  title: 'Ko‘p beriladigan savollar',
  contents: 'Mundarija',
  empty: 'Hozircha savollar yo‘q.',
  error: 'Savollarni yuklab bo‘lmadi.',
  showAll: 'Barcha savollarni ko‘rsatish',
};
export default messages;
