/**
 * English messages: the source every other language file translates. One namespace per
 * file in ./en, so each area of the SDK keeps its own texts.
 */
import calendar from './en/calendar';
import common from './en/common';
import error from './en/error';
import faq from './en/faq';
import ui from './en/ui';

const en = { common, error, faq, ui, calendar };

export default en;
