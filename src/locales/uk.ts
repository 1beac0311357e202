/** uk messages: one file per namespace in ./uk, each translating ./en/<namespace>. */
import type en from './en';
import account from './uk/account';
import calendar from './uk/calendar';
import common from './uk/common';
import error from './uk/error';
import faq from './uk/faq';
import forms from './uk/forms';
import media from './uk/media';
import shop from './uk/shop';
import site from './uk/site';
import ui from './uk/ui';

const messages: typeof en = { common, error, faq, ui, calendar, account, shop, site, media, forms };
export default messages;
