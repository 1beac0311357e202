/** pl messages: one file per namespace in ./pl, each translating ./en/<namespace>. */
import type en from './en';
import account from './pl/account';
import calendar from './pl/calendar';
import common from './pl/common';
import error from './pl/error';
import faq from './pl/faq';
import forms from './pl/forms';
import media from './pl/media';
import shop from './pl/shop';
import site from './pl/site';
import ui from './pl/ui';

const messages: typeof en = { common, error, faq, ui, calendar, account, shop, site, media, forms };
export default messages;
