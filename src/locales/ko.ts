/** ko messages: one file per namespace in ./ko, each translating ./en/<namespace>. */
import type en from './en';
import account from './ko/account';
import calendar from './ko/calendar';
import common from './ko/common';
import error from './ko/error';
import faq from './ko/faq';
import forms from './ko/forms';
import media from './ko/media';
import shop from './ko/shop';
import site from './ko/site';
import ui from './ko/ui';

const messages: typeof en = { common, error, faq, ui, calendar, account, shop, site, media, forms };
export default messages;
