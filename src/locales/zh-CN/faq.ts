import type en from '../en/faq';

const messages: typeof en = {
  title: '常见问题',
  contents: '目录',
  empty: '这里还没有问题。',
  error: '无法加载问题。',
  showAll: '显示全部问题',
};
export default messages;
