import type en from '../en/faq';

const messages: typeof en = {
  title: 'よくある質問',
  contents: '目次',
  empty: 'まだ質問はありません。',
  error: '質問を読み込めませんでした。',
};
export default messages;
