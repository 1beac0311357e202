import type en from '../en/faq';

const messages: typeof en = {
  title: 'よくある質問',
  contents: '目次',
  empty: 'まだ質問はありません。',
  error: '質問を読み込めませんでした。',
  showAll: 'すべての質問を表示',
};
export default messages;
