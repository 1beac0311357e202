/** ru messages: one file per namespace in ./ru, each translating ./en/<namespace>. */
import type en from './en';
import account from './ru/account';
import calendar from './ru/calendar';
import common from './ru/common';
import error from './ru/error';
import faq from './ru/faq';
import forms from './ru/forms';
import media from './ru/media';
import shop from './ru/shop';
import site from './ru/site';
import ui from './ru/ui';

const messages: typeof en = { common, error, faq, ui, calendar, account, shop, site, media, forms };
export default messages;
