/** English messages of the `error` namespace. */
export default {
  render: 'Something went wrong while showing this part of the page.',
  network: 'The connection to the server failed. Check your connection and try again.',
  timeout: 'The server took too long to answer. Please try again.',
  server: 'The server could not complete the request (error {{status}}). Please try again.',
  generic: 'something went wrong',
};
