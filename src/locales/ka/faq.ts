import type en from '../en/faq';

const messages: typeof en = {
  title: 'ხშირად დასმული კითხვები',
  contents: 'სარჩევი',
  empty: 'კითხვები ჯერ არ არის.',
  error: 'კითხვების ჩატვირთვა ვერ მოხერხდა.',
  showAll: 'ყველა კითხვის ჩვენება',
};
export default messages;
