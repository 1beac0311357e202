/**
 * English messages: the source every other language file translates. One namespace per
 * file in ./en, so each area of the SDK keeps its own texts.
 */
import account from './en/account';
import calendar from './en/calendar';
import common from './en/common';
import error from './en/error';
import faq from './en/faq';
import forms from './en/forms';
import media from './en/media';
import shop from './en/shop';
import site from './en/site';
import ui from './en/ui';

const en = { common, error, faq, ui, calendar, account, shop, site, media, forms };

export default en;
