import type en from '../en/ui';

const messages: typeof en = {
  progress: '加载中',
  // The pagination of list widgets (001 §3).
  pages: '页面',
  first_page: '第一页',
  previous_page: '上一页',
  next_page: '下一页',
  last_page: '最后一页',
  page_of: '第 {{page}} 页，共 {{pages}} 页',
};
export default messages;
