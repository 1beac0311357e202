/** ka messages: one file per namespace in ./ka, each translating ./en/<namespace>. */
import type en from './en';
import account from './ka/account';
import calendar from './ka/calendar';
import common from './ka/common';
import error from './ka/error';
import faq from './ka/faq';
import shop from './ka/shop';
import ui from './ka/ui';

const messages: typeof en = { common, error, faq, ui, calendar, account, shop };
export default messages;

/** Date names and ordinals of this language (date-fns), loaded with its messages. */
export { ka as dateLocale } from 'date-fns/locale/ka';
