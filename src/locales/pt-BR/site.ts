import type en from '../en/site';

const messages: typeof en = {};

export default messages;
