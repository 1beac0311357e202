/** English messages of the `faq` namespace. */
export default {
  title: 'Frequently asked questions',
  contents: 'Contents',
  empty: 'There are no questions here yet.',
  error: 'The questions could not be loaded.',
  showAll: 'Show all questions',
};
