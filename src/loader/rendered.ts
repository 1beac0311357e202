/**
 * What only a page its server rendered needs of the loader, in a chunk of its own that only such
 * a page loads: its state block read (once), and its code held back until the page has loaded.
 *
 * A rendered page can be read, scrolled and followed by its links before its code runs: the code
 * waits until the page has loaded and the pictures in view have been painted (lazy ones start
 * only once laid out, after the load event), so that its text, styles and pictures have the
 * connection to themselves (on a phone's network they are what the visitor waits for); or until
 * the visitor first touches or presses a key once this part is in (a 1.6 KB file, asked for as the
 * loader runs); or for 5 s at the most (a picture that never ends).
 */
import type { VenueElementsGlobal } from '../core/global';
import { readRenderedState, type RenderedState } from '../core/renderedState';

/** Any of these first and its code starts loading. */
const FIRST_TOUCH = ['pointerdown', 'keydown', 'touchstart'];
const LOADED_AT_THE_LATEST_MS = 5000;

/**
 * Reads the page's state block and calls `start` with it once the page has loaded (as above);
 * `selector` finds the SDK's elements, whose shadow roots' pictures count as the page's.
 */
export function whenPageLoaded(selector: string, start: (state: RenderedState | undefined) => void): void {
  holdInput(selector);
  const state = readRenderedState();
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    removeEventListener('load', loaded);
    for (const type of FIRST_TOUCH) removeEventListener(type, go, true);
    // The first use of localStorage waits on the browser (its storage read in: 10-20 ms on a
    // fast machine as the page loads), in a task of its own now, not in the core's evaluation,
    // which reads the session from it.
    setTimeout(() => {
      try {
        localStorage.getItem('');
      } catch {
        /* a frame without storage: the core does without it */
      }
    });
    start(state);
  };
  // The pictures in view of the page and of its elements' shadow roots (the site's is declared).
  // The pictures in view still loading, told by an observer: measuring each picture would force
  // a layout of the whole page, the rows the browser has not laid out yet included (60-80 ms at the
  // calibrated slowdown).
  const whenPicturesInView = (then: (pending: HTMLImageElement[]) => void) => {
    const pictures = [document, ...[...document.querySelectorAll(selector)].map((element) => element.shadowRoot)].flatMap((root) =>
      root ? [...root.querySelectorAll('img')] : [],
    );
    if (!pictures.length) return then([]);
    const observer = new IntersectionObserver((entries) => {
      observer.disconnect();
      then(entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLImageElement));
    });
    pictures.forEach((img) => observer.observe(img));
  };
  // The task after the next frame: that frame has painted what had loaded.
  const afterPaint = (then: () => void) => (document.hidden ? then() : requestAnimationFrame(() => setTimeout(then)));
  const loaded = () =>
    whenPicturesInView((inView) => {
      const pending = inView.filter((img) => !img.complete);
      if (!pending.length) return afterPaint(go);
      let left = pending.length;
      const one = () => --left || afterPaint(go);
      for (const img of pending) {
        img.addEventListener('load', one, { once: true });
        img.addEventListener('error', one, { once: true });
      }
    });
  const timer = setTimeout(go, LOADED_AT_THE_LATEST_MS);
  if (document.readyState === 'complete') loaded();
  // Not capturing: a capturing listener on window would also hear every picture's load.
  else addEventListener('load', loaded);
  for (const type of FIRST_TOUCH) addEventListener(type, go, { capture: true, passive: true });
}

/** What a click on a part of the page starts only once its code is live. */
const CONTROL = 'button, [role=button], [role=tab], [role=menuitem]';

/**
 * The presses that come before a click. React hears each as an event that needs its target live:
 * one that reaches it while the page around a control is still hydrating makes it hydrate the
 * whole page in that event's task (traced at 6×: 416 ms of a press's 496, the interaction bench's
 * calendar event pressed as it shows).
 */
const PRESSES = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend'];

/** The events React keeps to replay while a part is dehydrated (react-dom's queued continuous events). */
const KEPT = ['focusin', 'dragenter', 'mouseover', 'pointerover', 'gotpointercapture'];
const targetOf = Object.getOwnPropertyDescriptor(Event.prototype, 'target')!.get!;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What a visitor did to one rendered element before its code was live. */
interface Held {
  /** Each field typed into or changed, with its last value. */
  fields: Map<Field, string>;
  /** Each control pressed and form sent, in order. */
  acts: { target: HTMLElement; submitter?: HTMLElement | null }[];
}

/**
 * Holds what a visitor does to a rendered element before its code is live, so that nothing is
 * lost: what they typed (hydrating, React sets each field to the value it renders), a click on a
 * control (the menu, Add to cart, a calendar event, a slide's arrow) and a form's submission
 * (refused by the browser meanwhile: sent natively it would put the form's fields, a password
 * among them, in the page's address). The element hands them back once every part of it is live
 * (`releaseInput`, called by element/defineElement): the fields first, as if typed again, then,
 * in the next task (once React has taken the values in), the clicks and submissions in order.
 * Until then React does not hear them either, also while it hydrates: it would do them then and
 * again when they are handed back, and a click on a part still hydrating makes React hydrate the
 * whole page in one task (400-470 ms at the calibrated slowdown, the interaction bench); nor does
 * it hear the presses before such a click (PRESSES). A click on a link is a link's: it is left
 * alone.
 */
function holdInput(selector: string): void {
  // By shadow root until the element is live; by part (a `data-later` frame) until that part is.
  const held = new Map<Node, Held>();
  const heldFor = (event: Event): Held | undefined => {
    const part = (event.composedPath()[0] as Element).closest?.('[data-later]');
    if (part && !held.has(part)) held.set(part, { fields: new Map(), acts: [] });
    return held.get(part ?? (event.currentTarget as ShadowRoot));
  };
  const onInput = (event: Event) => {
    const field = event.composedPath()[0] as Field;
    if ('value' in field && field.type !== 'checkbox' && field.type !== 'radio') heldFor(event)?.fields.set(field, field.value);
  };
  // The enabled control a press or a click is on, if any.
  const controlOf = (event: Event): HTMLElement | undefined => {
    const control = (event.composedPath()[0] as Element).closest?.<HTMLElement>(CONTROL);
    return control && !(control as HTMLButtonElement).disabled ? control : undefined;
  };
  const onClick = (event: Event) => {
    const control = controlOf(event);
    const state = control && heldFor(event);
    if (!state) return;
    // Not React's as well while it hydrates: it would do it now and once more when it is done
    // again, and a click on a part still hydrating makes it hydrate the whole page at once.
    event.stopImmediatePropagation();
    // A popover's toggle (the site's menu on a phone) is the browser's own: done now, not again.
    if (control.hasAttribute('popovertarget')) return;
    // A second press of a control that did nothing yet is the same wish.
    if (state.acts.at(-1)?.target !== control) state.acts.push({ target: control });
  };
  // The presses before a held click reach React no more than the click does (nothing of the
  // control is live to hear them): passive, so that a touch scrolls at once.
  const onPress = (event: Event) => {
    if (controlOf(event) && heldFor(event)) event.stopImmediatePropagation();
  };
  const onSubmit = (event: Event) => {
    const state = heldFor(event);
    if (!state) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const form = event.target as HTMLFormElement;
    const { submitter } = event as SubmitEvent;
    const { acts } = state;
    // Sent by its button (a click, or Enter in a field, which clicks the form's first button): the
    // button's click, done again, sends it again, and its own handler runs too.
    const last = acts.at(-1)?.target;
    if (last !== form && !(submitter && last === submitter)) acts.push({ target: form, submitter });
  };
  const listeners = { input: onInput, change: onInput, click: onClick, submit: onSubmit };
  // React keeps these while a part of the page is dehydrated, and replays them on their target once
  // it is live; the DOM clears the target of an event from a shadow root once it is dispatched, and
  // React's replay would then throw. Each keeps its target for after its dispatch.
  const keepTarget = (event: Event) => {
    const inner = event.composedPath()[0];
    Object.defineProperty(event, 'target', { configurable: true, get: () => (event.eventPhase ? targetOf.call(event) : inner) });
  };
  for (const type of KEPT) Object.assign(listeners, { [type]: keepTarget });
  // Kept once the element is live: its parts that come alive later (site/HydrateWhenSeen) are held
  // on their own until each is.
  for (const element of document.querySelectorAll(selector)) {
    const root = element.shadowRoot;
    if (!root) continue;
    held.set(root, { fields: new Map(), acts: [] });
    for (const [type, listener] of Object.entries(listeners)) root.addEventListener(type, listener, true);
    for (const type of PRESSES) root.addEventListener(type, onPress, { capture: true, passive: true });
  }
  (window.VenueElements as VenueElementsGlobal).releaseInput = (root, part) => {
    const state = held.get(part ?? root);
    // A part React rendered anew (not hydrated) took what was done to it with its nodes.
    held.forEach((_, key) => key.isConnected || held.delete(key));
    if (!state) return;
    setTimeout(() => {
      // Held until now: a key typed since the part went live is in the value typed again (it
      // was a letter lost when the value held before it was put back over it).
      held.delete(part ?? root);
      state.fields.forEach((value, field) => field.isConnected && typeAgain(field, value));
      setTimeout(() => {
        for (const { target, submitter } of state.acts) {
          if (!target.isConnected) continue;
          if (target instanceof HTMLFormElement) target.requestSubmit(submitter?.isConnected ? submitter : null);
          else target.click();
        }
      });
    });
  };
}

/**
 * Puts a value back in a field as typing does, so that React hears a change: React keeps the
 * value it last saw through the field's own setter (when it hydrated, the text already typed),
 * so that setter says empty first; the value then goes in through the prototype's setter, as
 * typing does, and the field fires the event typing fires.
 */
function typeAgain(field: Field, value: string): void {
  if (!(field instanceof HTMLSelectElement)) field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}
