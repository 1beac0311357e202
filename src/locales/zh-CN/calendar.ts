import type en from '../en/calendar';

const messages: typeof en = {
  navigation: '月份',
  previous: '上个月',
  today: '今天',
  next: '下个月',
  legend: '场地',
  empty: '本月没有活动',
  error: '无法加载日历。',
  enter_event: '报名参加活动',
  venue: '场地',
  morning: '上午',
  afternoon: '下午',
  evening: '晚上',
  next_event: '下一场活动',
  enter: '报名',
  to_be_announced: '新日期即将公布',
  entries_closed: '此类活动的报名已截止。',
  upcoming: '即将举行的活动',
  no_upcoming: '没有即将举行的活动',
  not_found: '找不到该活动。',
  faq: '问题',
};
export default messages;
