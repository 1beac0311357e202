/** tr messages: one file per namespace in ./tr, each translating ./en/<namespace>. */
import type en from './en';
import account from './tr/account';
import calendar from './tr/calendar';
import common from './tr/common';
import error from './tr/error';
import faq from './tr/faq';
import forms from './tr/forms';
import media from './tr/media';
import shop from './tr/shop';
import site from './tr/site';
import ui from './tr/ui';

const messages: typeof en = { common, error, faq, ui, calendar, account, shop, site, media, forms };
export default messages;
