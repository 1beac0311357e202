/** ja messages: one file per namespace in ./ja, each translating ./en/<namespace>. */
import type en from './en';
import account from './ja/account';
import calendar from './ja/calendar';
import common from './ja/common';
import error from './ja/error';
import faq from './ja/faq';
import forms from './ja/forms';
import media from './ja/media';
import shop from './ja/shop';
import site from './ja/site';
import ui from './ja/ui';

const messages: typeof en = { common, error, faq, ui, calendar, account, shop, site, media, forms };
export default messages;
