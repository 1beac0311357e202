/** vi messages: one file per namespace in ./vi, each translating ./en/<namespace>. */
import type en from './en';
import account from './vi/account';
import calendar from './vi/calendar';
import common from './vi/common';
import error from './vi/error';
import faq from './vi/faq';
import shop from './vi/shop';
import ui from './vi/ui';

const messages: typeof en = { common, error, faq, ui, calendar, account, shop };
export default messages;

/** Date names and ordinals of this language (date-fns), loaded with its messages. */
export { vi as dateLocale } from 'date-fns/locale/vi';
