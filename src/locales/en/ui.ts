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
  // Videos and maps embedded in CMS text (001 §2 core/html): a frame's default title, the link beside it.
  embed_video: 'Video',
  embed_map: 'Map',
  embed_watch: 'Watch on {{service}}',
  embed_open_map: 'Open the map in Google Maps',
  // What every form says in a page read without script (ui/Form: shown only then).
  needs_script: 'This form needs JavaScript: turn JavaScript on in your browser to send it.',
};
