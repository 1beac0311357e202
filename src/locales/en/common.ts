/** English messages of the `common` namespace. */
export default {
  loading: 'Loading…',
  retry: 'Try again',
  close: 'Close',
  required: 'Required',
  select: '-- Select --',
  show_password: 'Show password',
  hide_password: 'Hide password',
  suggest_password: 'Suggest a password',
  suggested_password: 'Suggested password: {{value}}',
};
