import type en from '../en/media';

const messages: typeof en = {};

export default messages;
