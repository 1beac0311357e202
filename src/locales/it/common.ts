// Not yet translated: English until the translation lands.
export { default } from '../en/common';
