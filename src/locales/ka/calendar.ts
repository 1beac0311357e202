import type en from '../en/calendar';

const messages: typeof en = {
  navigation: 'თვეები',
  previous: 'წინა თვე',
  today: 'დღეს',
  next: 'შემდეგი თვე',
  legend: 'ადგილები',
  empty: 'ამ თვეში ღონისძიებები არ არის',
  error: 'კალენდრის ჩატვირთვა ვერ მოხერხდა.',
  enter_event: 'ღონისძიებაზე რეგისტრაცია',
  venue: 'ადგილი',
  morning: 'დილით',
  afternoon: 'შუადღით',
  evening: 'საღამოს',
  next_event: 'შემდეგი ღონისძიება',
  enter: 'რეგისტრაცია',
  to_be_announced: 'ახალი თარიღები მალე გამოცხადდება',
  entries_closed: 'ამ ტიპის ღონისძიებაზე რეგისტრაცია დახურულია.',
  upcoming: 'მომავალი ღონისძიებები',
  no_upcoming: 'მომავალი ღონისძიებები არ არის',
  not_found: 'ღონისძიება ვერ მოიძებნა.',
  faq: 'კითხვები',
};
export default messages;
