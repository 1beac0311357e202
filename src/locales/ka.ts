/** ka messages: one file per namespace in ./ka, each translating ./en/<namespace>. */
import type en from './en';
import account from './ka/account';
import calendar from './ka/calendar';
import common from './ka/common';
import error from './ka/error';
import faq from './ka/faq';
import forms from './ka/forms';
import media from './ka/media';
import shop from './ka/shop';
import site from './ka/site';
import ui from './ka/ui';

const messages: typeof en = { common, error, faq, ui, calendar, account, shop, site, media, forms };
export default messages;
