import type en from '../en/error';

const messages: typeof en = {
  render: '显示页面的这一部分时出错。',
  network: '无法连接服务器。请检查网络后重试。',
  timeout: '服务器响应超时。请重试。',
  server: '服务器无法完成请求（错误 {{status}}）。请重试。',
  generic: '出错了',
};
export default messages;
