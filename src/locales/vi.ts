/** vi messages: one file per namespace in ./vi, each translating ./en/<namespace>. */
import type en from './en';
import account from './vi/account';
import calendar from './vi/calendar';
import common from './vi/common';
import error from './vi/error';
import faq from './vi/faq';
import forms from './vi/forms';
import media from './vi/media';
import shop from './vi/shop';
import site from './vi/site';
import ui from './vi/ui';

const messages: typeof en = { common, error, faq, ui, calendar, account, shop, site, media, forms };
export default messages;
