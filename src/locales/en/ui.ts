/** English messages of the `ui` namespace (shared primitives; their common words are in `common`). */
export default {
  progress: 'Loading',
};
