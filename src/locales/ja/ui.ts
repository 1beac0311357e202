import type en from '../en/ui';

const messages: typeof en = {
  progress: '読み込み中',
  // The pagination of list widgets (001 §3).
  pages: 'ページ',
  first_page: '最初のページ',
  previous_page: '前のページ',
  next_page: '次のページ',
  last_page: '最後のページ',
  page_of: '{{pages}} ページ中 {{page}} ページ',
  embed_video: '動画',
  embed_map: '地図',
  embed_watch: '{{service}} で見る',
  embed_open_map: 'Google マップで地図を開く',
  needs_script: 'このフォームには JavaScript が必要です。送信するには、ブラウザで JavaScript を有効にしてください。',
};
export default messages;
