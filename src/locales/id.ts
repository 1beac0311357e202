/** id messages: one file per namespace in ./id, each translating ./en/<namespace>. */
import type en from './en';
import account from './id/account';
import calendar from './id/calendar';
import common from './id/common';
import error from './id/error';
import faq from './id/faq';
import forms from './id/forms';
import media from './id/media';
import shop from './id/shop';
import site from './id/site';
import ui from './id/ui';

const messages: typeof en = { common, error, faq, ui, calendar, account, shop, site, media, forms };
export default messages;
