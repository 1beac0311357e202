/** pt-BR messages: one file per namespace in ./pt-BR, each translating ./en/<namespace>. */
import type en from './en';
import account from './pt-BR/account';
import calendar from './pt-BR/calendar';
import common from './pt-BR/common';
import error from './pt-BR/error';
import faq from './pt-BR/faq';
import forms from './pt-BR/forms';
import media from './pt-BR/media';
import shop from './pt-BR/shop';
import site from './pt-BR/site';
import ui from './pt-BR/ui';

const messages: typeof en = { common, error, faq, ui, calendar, account, shop, site, media, forms };
export default messages;
