import en from './en';

// Replaced by the translation of en.ts.
const messages: typeof en = en;
export default messages;
