import type en from '../en/common';

const messages: typeof en = {
  loading: '加载中…',
  retry: '重试',
  close: '关闭',
  required: '必填',
  select: '-- 请选择 --',
  show_password: '显示密码',
  hide_password: '隐藏密码',
  suggest_password: '推荐密码',
  suggested_password: '推荐密码：{{value}}',
};
export default messages;
