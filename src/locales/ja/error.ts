import type en from '../en/error';

const messages: typeof en = {
  render: 'ページのこの部分を表示中に問題が発生しました。',
  network: 'サーバーに接続できませんでした。接続を確認してもう一度お試しください。',
  timeout: 'サーバーの応答に時間がかかりすぎました。もう一度お試しください。',
  server: 'サーバーはリクエストを完了できませんでした（エラー {{status}}）。もう一度お試しください。',
  generic: '問題が発生しました',
};
export default messages;
