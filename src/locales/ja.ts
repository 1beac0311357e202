/** ja messages: one file per namespace in ./ja, each translating ./en/<namespace>. */
import type en from './en';
import account from './ja/account';
import calendar from './ja/calendar';
import common from './ja/common';
import error from './ja/error';
import faq from './ja/faq';
import shop from './ja/shop';
import ui from './ja/ui';

const messages: typeof en = { common, error, faq, ui, calendar, account, shop };
export default messages;

/** Date names and ordinals of this language (date-fns), loaded with its messages. */
export { ja as dateLocale } from 'date-fns/locale/ja';
