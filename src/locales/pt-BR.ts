/** pt-BR messages: one file per namespace in ./pt-BR, each translating ./en/<namespace>. */
import type en from './en';
import account from './pt-BR/account';
import calendar from './pt-BR/calendar';
import common from './pt-BR/common';
import error from './pt-BR/error';
import faq from './pt-BR/faq';
import shop from './pt-BR/shop';
import ui from './pt-BR/ui';

const messages: typeof en = { common, error, faq, ui, calendar, account, shop };
export default messages;

/** Date names and ordinals of this language (date-fns), loaded with its messages. */
export { ptBR as dateLocale } from 'date-fns/locale/pt-BR';
