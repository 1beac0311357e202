import type en from '../en/common';

const messages: typeof en = {
  loading: '読み込み中…',
  retry: '再試行',
  close: '閉じる',
  required: '必須',
  select: '-- 選択してください --',
  show_password: 'パスワードを表示',
  hide_password: 'パスワードを隠す',
  suggest_password: 'パスワードを提案',
  suggested_password: '提案されたパスワード: {{value}}',
};
export default messages;
