import type en from '../en/ui';

const messages: typeof en = {
  progress: 'იტვირთება',
  // The pagination of list widgets (001 §3).
  pages: 'გვერდები',
  first_page: 'პირველი გვერდი',
  previous_page: 'წინა გვერდი',
  next_page: 'შემდეგი გვერდი',
  last_page: 'ბოლო გვერდი',
  page_of: 'გვერდი {{page}} / {{pages}}',
  embed_video: 'ვიდეო',
  embed_map: 'რუკა',
  embed_watch: 'ნახეთ {{service}}-ზე',
  embed_open_map: 'რუკის გახსნა Google Maps-ში',
  needs_script: 'ამ ფორმას JavaScript სჭირდება: გასაგზავნად ჩართეთ JavaScript თქვენს ბრაუზერში.',
};
export default messages;
