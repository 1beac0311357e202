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
  embed_video: '视频',
  embed_map: '地图',
  embed_watch: '在 {{service}} 上观看',
  embed_open_map: '在 Google 地图中打开地图',
  needs_script: '此表单需要 JavaScript：请在浏览器中启用 JavaScript 后再提交。',
};
export default messages;
