/** English messages: the source every other language file translates. */
const en = {
  common: {
    loading: 'Loading…',
    retry: 'Try again',
    close: 'Close',
    required: 'Required',
    select: '-- Select --',
    show_password: 'Show password',
    hide_password: 'Hide password',
    suggest_password: 'Suggest a password',
    suggested_password: 'Suggested password: {{value}}',
  },
  error: {
    render: 'Something went wrong while showing this part of the page.',
    network: 'The connection to the server failed. Check your connection and try again.',
    timeout: 'The server took too long to answer. Please try again.',
    server: 'The server could not complete the request (error {{status}}). Please try again.',
    generic: 'something went wrong',
  },
  faq: {
    title: 'Frequently asked questions',
    contents: 'Contents',
    empty: 'There are no questions here yet.',
    error: 'The questions could not be loaded.',
  },
};

export default en;
