/** es messages: one file per namespace in ./es, each translating ./en/<namespace>. */
import type en from './en';
import account from './es/account';
import calendar from './es/calendar';
import common from './es/common';
import error from './es/error';
import faq from './es/faq';
import forms from './es/forms';
import media from './es/media';
import shop from './es/shop';
import site from './es/site';
import ui from './es/ui';

const messages: typeof en = { common, error, faq, ui, calendar, account, shop, site, media, forms };
export default messages;
