/** English messages of the `ui` namespace (shared primitives; their common words are in `common`). */
export default {
  progress: 'Loading',
  // The pagination of list widgets (001 §3).
  pages: 'Pages',
  first_page: 'First page',
  previous_page: 'Previous page',
  next_page: 'Next page',
  last_page: 'Last page',
  page_of: 'Page {{page}} of {{pages}}',
};
