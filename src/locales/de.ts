/** de messages: one file per namespace in ./de, each translating ./en/<namespace>. */
import type en from './en';
import account from './de/account';
import calendar from './de/calendar';
import common from './de/common';
import error from './de/error';
import faq from './de/faq';
import forms from './de/forms';
import media from './de/media';
import shop from './de/shop';
import site from './de/site';
import ui from './de/ui';

const messages: typeof en = { common, error, faq, ui, calendar, account, shop, site, media, forms };
export default messages;
