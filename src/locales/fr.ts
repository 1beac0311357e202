/** fr messages: one file per namespace in ./fr, each translating ./en/<namespace>. */
import type en from './en';
import account from './fr/account';
import calendar from './fr/calendar';
import common from './fr/common';
import error from './fr/error';
import faq from './fr/faq';
import forms from './fr/forms';
import media from './fr/media';
import shop from './fr/shop';
import site from './fr/site';
import ui from './fr/ui';

const messages: typeof en = { common, error, faq, ui, calendar, account, shop, site, media, forms };
export default messages;
