/** zh-CN messages: one file per namespace in ./zh-CN, each translating ./en/<namespace>. */
import type en from './en';
import account from './zh-CN/account';
import calendar from './zh-CN/calendar';
import common from './zh-CN/common';
import error from './zh-CN/error';
import faq from './zh-CN/faq';
import forms from './zh-CN/forms';
import media from './zh-CN/media';
import shop from './zh-CN/shop';
import site from './zh-CN/site';
import ui from './zh-CN/ui';

const messages: typeof en = { common, error, faq, ui, calendar, account, shop, site, media, forms };
export default messages;
