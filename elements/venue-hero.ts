import { defineElement } from '../src/element/defineElement';
import { heroWidget } from '../src/widgets/hero';
import type { HeroProps } from '../src/widgets/hero/HeroQuote';

/**
 * @summary A 500 px hero: a background picture or video under a colour, with heading, text and a button.
 * @attr background-image - Hash of the background picture (16x9 at 1920).
 * @attr video - Id or slug of a background video (muted, looping; its slate is the poster).
 * @attr overlay-image - Hash of a picture over the background (300 wide), such as a logo.
 * @attr heading - The heading.
 * @attr subheading - The line below the heading.
 * @attr html - Text below the headings (HTML, sanitised).
 * @attr button-text - The button's text (shown with button-link).
 * @attr button-link - Where the button goes: a path of the site or an address (opens in a new tab).
 * @attr button-colour - bnd (default), pri, sec, suc, inf, wrn, dng, wht or blk.
 * @attr overlay-colour - Colour under the picture: wht, blk, bnd, pri, sec, suc, inf, wrn, dng or none.
 * @attr image-opacity - Picture opacity: 10, 30, 50, 70, 90 or 100 (default).
 * @attr image-saturation - Picture saturation: 0, 50 or 100 (default).
 * @attr parallax - Boolean. The background stays fixed while the page scrolls.
 * @attr text-justify - left, center (default) or right.
 * @attr text-align - top, center (default) or bottom.
 * @attr text-colour - white (default) or black.
 * @attr lang - Interface language of this element (default: the page's).
 * @event venue-error - A render error; detail `{ message, element }`.
 * @csspart hero - The hero box.
 * @csspart image - The background and overlay pictures.
 * @csspart video - The background video.
 * @csspart button - The button.
 * @cssproperty --venue-color-brand - The brand overlay and button colour.
 * @cssproperty --venue-color-primary - The pri colour (default: brand); --venue-color-secondary the sec colour.
 * @reserve 500px
 * @demo video="lakeside-lap" heading="Lakeside Park" subheading="Race, ride and learn on the lake" overlay-colour="blk" image-opacity="70" button-text="See the calendar" button-link="/calendar"
 */
export const VenueHero = defineElement(heroWidget);

declare global {
  interface HTMLElementTagNameMap {
    'venue-hero': HTMLElement & HeroProps;
  }
}
