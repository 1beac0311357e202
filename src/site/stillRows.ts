/**
 * Rows that a browser never changes (a page pays only for what comes alive): a row whose every
 * widget shows only what the server wrote (a heading, the page's title on its picture, a hero with
 * a picture, a link as a button, CMS text, pictures beside CMS text) stays as the server wrote it
 * on a rendered page, with no client render and none of its widgets' code (site/HydrateWhenSeen,
 * `still`).
 *
 * Read from the row's settings alone, the same on the server and in the browser, without the
 * widgets' code (which is what such a row does without). A setting that could bring behaviour is
 * read as set whatever its value, unless it is plainly empty: a row kept live that could have been
 * still costs its code, one kept still that should have come alive would lose what it does.
 */
import type { PageRow } from '../api/pages';
import { readsColourAttributes } from '../core/colourAttributes';
import { readsLengthAttributes } from './Decorated';
import { parseTime } from './visibility';

type Settings = Record<string, unknown>;

/** Unset, as the CMS writes an empty setting. */
const unset = (value: unknown) => value === undefined || value === null || value === '' || value === 0 || value === '0' || value === false;

/**
 * The kinds whose widget the browser has nothing to do for, with the settings under which that
 * holds; none of them is one a page of a model renders its own way (site/registry's BY_MODEL).
 */
const STILL_KINDS: ReadonlyMap<string, (settings: Settings) => boolean> = new Map([
  ['heading', () => true],
  ['tpl/heading', () => true],
  // A background video plays and pauses: a hero with one comes alive.
  ['hero_quote', (v: Settings) => unset(v.background_video) && unset(v.video)],
  // A visitor's press on a button that sends them to /login first is the widget's to handle.
  ['button_link', (v: Settings) => unset(v.login_redirect) && unset(v.redirect_to_login)],
  // CMS text as the server sanitised it (ui/CmsHtml keeps a hydrated box's nodes as they are):
  // its frames are lazy frames, its colours attributes (stillHere), its links plain links.
  ['core/html', () => true],
  ['html', () => true],
  // Pictures and CMS text, and a link as a button.
  ['call_to_action', () => true],
  ['image_with_content', () => true],
]);

/**
 * True for a row of columns whose every widget is of a still kind under its settings, and shown
 * or hidden for good (the block clock would show or hide a timed one: 001 §2).
 */
export function isStillRow(row: PageRow): boolean {
  if (row.row_type === 'tabs') return false;
  return (row.blocks ?? []).every((block) =>
    (block.widgets ?? []).every((widget) => {
      const still = STILL_KINDS.get(widget.outer);
      const settings = (widget.templatevar ?? {}) as Settings;
      return (
        still !== undefined &&
        parseTime(settings.widget_hidden_before) === undefined &&
        parseTime(settings.widget_hidden_after) === undefined &&
        still(settings)
      );
    }),
  );
}

/**
 * In this browser, a still row stays as the server wrote it: its spacing and its text's colours
 * are attributes the page's sheets read by themselves. Where they cannot, the row comes alive as
 * any other row below the first does, as it comes into view, and its script sets them.
 */
export const stillHere = () => readsLengthAttributes() && readsColourAttributes();
