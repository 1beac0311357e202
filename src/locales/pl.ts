import en from './en';

// Replaced by the translation of en.ts.
const messages: typeof en = en;
export default messages;

/** Date names and ordinals of this language (date-fns), loaded with its messages. */
export { pl as dateLocale } from 'date-fns/locale/pl';
