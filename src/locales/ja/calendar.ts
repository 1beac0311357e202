import type en from '../en/calendar';

const messages: typeof en = {
  navigation: '月',
  previous: '前の月',
  today: '今日',
  next: '次の月',
  legend: '会場',
  empty: '今月のイベントはありません',
  error: 'カレンダーを読み込めませんでした。',
  enter_event: 'イベントにエントリー',
  venue: '会場',
  morning: '午前',
  afternoon: '午後',
  evening: '夜',
  next_event: '次回のイベント',
  enter: 'エントリー',
  to_be_announced: '新しい日程は近日発表予定です',
  entries_closed: 'このイベントタイプの受付は終了しました。',
  upcoming: '今後のイベント',
  no_upcoming: '今後のイベントはありません',
  not_found: 'このイベントは見つかりませんでした。',
  faq: '質問',
};
export default messages;
