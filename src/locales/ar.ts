/** ar messages: one file per namespace in ./ar, each translating ./en/<namespace>. */
import type en from './en';
import account from './ar/account';
import calendar from './ar/calendar';
import common from './ar/common';
import error from './ar/error';
import faq from './ar/faq';
import forms from './ar/forms';
import media from './ar/media';
import shop from './ar/shop';
import site from './ar/site';
import ui from './ar/ui';

const messages: typeof en = { common, error, faq, ui, calendar, account, shop, site, media, forms };
export default messages;
