/** it messages: one file per namespace in ./it, each translating ./en/<namespace>. */
import type en from './en';
import account from './it/account';
import calendar from './it/calendar';
import common from './it/common';
import error from './it/error';
import faq from './it/faq';
import forms from './it/forms';
import media from './it/media';
import shop from './it/shop';
import site from './it/site';
import ui from './it/ui';

const messages: typeof en = { common, error, faq, ui, calendar, account, shop, site, media, forms };
export default messages;
