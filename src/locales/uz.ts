/** uz messages: one file per namespace in ./uz, each translating ./en/<namespace>. */
import type en from './en';
import account from './uz/account';
import calendar from './uz/calendar';
import common from './uz/common';
import error from './uz/error';
import faq from './uz/faq';
import forms from './uz/forms';
import media from './uz/media';
import shop from './uz/shop';
import site from './uz/site';
import ui from './uz/ui';

const messages: typeof en = { common, error, faq, ui, calendar, account, shop, site, media, forms };
export default messages;
