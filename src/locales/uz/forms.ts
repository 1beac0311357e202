import type en from '../en/forms';

const messages: typeof en = {};

export default messages;
