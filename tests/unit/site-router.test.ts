import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { destinationOf, entryAddressOf, hrefFor, matchRoute, pathFromLocation, redirectFor, sitePathOf } from '../../src/site/router';
import { blockVisible, parseTime, widgetVisible } from '../../src/site/visibility';
import { colourOf, decorationOf, SCALE_CLASSES, spacing } from '../../src/site/decoration';

describe('site router (001 §2, 000 §2)', () => {
  it('maps every known route to its screen', () => {
    expect(matchRoute('/').match).toEqual({ screen: 'home' });
    for (const screen of ['login', 'signup', 'forgotpassword', 'auth', 'profile', 'cart', 'checkout', 'readme', 'logout', 'cms'])
      expect(matchRoute(`/${screen}`).match.screen).toBe(screen);
    expect(matchRoute('/demo_asdf').match.screen).toBe('demo');
    expect(matchRoute('/search').match).toEqual({ screen: 'search', query: '' });
    expect(matchRoute('/search/happy%20laps').match).toEqual({ screen: 'search', query: 'happy laps' });
    expect(matchRoute('/invoice/12').match).toEqual({ screen: 'invoice', invoiceId: '12', view: 'invoice', print: false });
    expect(matchRoute('/invoice/print/12').match).toEqual({ screen: 'invoice', invoiceId: '12', view: 'invoice', print: true });
    expect(matchRoute('/show-invoice/7').match).toEqual({ screen: 'invoice', invoiceId: '7', view: 'invoice', print: false });
    expect(matchRoute('/show-invoice/print/7').match).toEqual({ screen: 'invoice', invoiceId: '7', view: 'invoice', print: true });
    expect(matchRoute('/print-tickets/7').match).toEqual({ screen: 'invoice', invoiceId: '7', view: 'tickets', print: true });
    expect(matchRoute('/enter/').match.screen).toBe('enter');
  });

  it('reads the page, the item and two extra parameters; anything else is a CMS page', () => {
    expect(matchRoute('/events/happy-laps/a/b?x=1').match).toEqual({
      screen: 'page',
      page: 'events',
      item: 'happy-laps',
      params: ['a', 'b'],
    });
    expect(matchRoute('/about').match).toEqual({ screen: 'page', page: 'about', item: undefined, params: [] });
    // a known screen name followed by more segments is a CMS page, not the screen
    expect(matchRoute('/login/extra').match.screen).toBe('page');
  });

  it('applies the redirect table: whole paths, and bare slugs keeping the rest of the path', () => {
    const table = [
      { from: '/old-news', to: '/news' },
      { from: 'events-old', to: 'events' },
      { from: '/away', to: 'https://example.org/' },
    ];
    expect(redirectFor('/old-news', table)).toBe('/news');
    expect(redirectFor('/old-news/', table)).toBe('/news');
    expect(redirectFor('/old-news?x=1', table)).toBe('/news?x=1');
    expect(redirectFor('/events-old/happy-laps', table)).toBe('/events/happy-laps');
    expect(redirectFor('/away', table)).toBe('https://example.org/');
    expect(redirectFor('/news', table)).toBeUndefined();
    expect(redirectFor('/old-news-2', table)).toBeUndefined();
  });

  it('writes and reads addresses in path and hash routing', () => {
    const path = { mode: 'path' as const, base: '/site' };
    const hash = { mode: 'hash' as const, base: '' };
    expect(hrefFor('/about', path)).toBe('/site/about');
    expect(hrefFor('/', path)).toBe('/site/');
    expect(hrefFor('/about', hash)).toBe('#/about');
    expect(pathFromLocation({ pathname: '/site/events/x', search: '?a=1', hash: '' }, path)).toBe('/events/x?a=1');
    expect(pathFromLocation({ pathname: '/site/', search: '', hash: '' }, path)).toBe('/');
    expect(pathFromLocation({ pathname: '/page.html', search: '', hash: '#/faq' }, hash)).toBe('/faq');
    expect(pathFromLocation({ pathname: '/page.html', search: '', hash: '' }, hash)).toBe('/');
    // what redirect_after_login remembers is the full address; navigate reads it back
    expect(sitePathOf('/site/profile', path)).toBe('/profile');
    expect(sitePathOf('/page.html#/profile', hash)).toBe('/profile');
    expect(sitePathOf('/profile', path)).toBe('/profile');
  });

  it('leaves for the entry area with its whole address: /enter/#/profile keeps its hash route (000 §2)', () => {
    const path = { mode: 'path' as const, base: '/site' };
    const root = { mode: 'path' as const, base: '' };
    const hash = { mode: 'hash' as const, base: '' };
    // the racing sites' post-login target is not the site's own #/profile
    expect(sitePathOf('/enter/#/profile', hash)).toBe('/enter/#/profile');
    for (const options of [path, root, hash]) expect(destinationOf('/enter/#/profile', options)).toEqual({ leave: '/enter/#/profile' });
    // the site's own /enter route, however written, leaves with what follows it
    expect(destinationOf('#/enter/#/profile', hash)).toEqual({ leave: '/enter/#/profile' });
    expect(destinationOf('/site/enter/#/profile', path)).toEqual({ leave: '/enter/#/profile' });
    expect(entryAddressOf('/enter')).toBe('/enter/');
    expect(entryAddressOf('/enter#/profile')).toBe('/enter/#/profile');
    expect(entryAddressOf('/enter/events?x=1#/a')).toBe('/enter/events?x=1#/a');
    expect(entryAddressOf('/enterprise')).toBeUndefined();
    expect(matchRoute('/enter/#/profile').match.screen).toBe('enter');
    // everything else stays in the site, or leaves for another origin, as before
    expect(destinationOf('/page.html#/profile', hash)).toEqual({ path: '/profile' });
    expect(destinationOf('/site/profile', path)).toEqual({ path: '/profile' });
    expect(destinationOf('/enterprise', root)).toEqual({ path: '/enterprise' });
    expect(destinationOf('https://pay.example/x', path)).toEqual({ leave: 'https://pay.example/x' });
  });
});

describe('widget and block visibility (001 §2)', () => {
  const now = new Date('2030-06-15T12:00:00').getTime();
  it('hides a widget when widget_is_visible is 0, before widget_hidden_before and after widget_hidden_after', () => {
    expect(widgetVisible({ widget_is_visible: 1 }, now)).toBe(true);
    expect(widgetVisible({ widget_is_visible: 0 }, now)).toBe(false);
    expect(widgetVisible({ widget_is_visible: '0' }, now)).toBe(false);
    expect(widgetVisible({ widget_hidden_before: '2030-06-15 12:01:00' }, now)).toBe(false);
    expect(widgetVisible({ widget_hidden_before: '2030-06-15 11:59:00' }, now)).toBe(true);
    expect(widgetVisible({ widget_hidden_after: '2030-06-15 11:59:00' }, now)).toBe(false);
    expect(widgetVisible({ widget_hidden_after: '' }, now)).toBe(true);
  });

  it('shows a block while editing; else hides it when hidden, before start_time or after end_time', () => {
    expect(blockVisible({}, now)).toBe(true);
    expect(blockVisible({ hidden: 1 }, now)).toBe(false);
    expect(blockVisible({ hidden: 1, editing: true }, now)).toBe(true);
    expect(blockVisible({ start_time: '2030-06-15 12:00:30' }, now)).toBe(false);
    expect(blockVisible({ start_time: '2030-06-15 12:00:30' }, now + 60_000)).toBe(true);
    expect(blockVisible({ end_time: '2030-06-15 11:00:00' }, now)).toBe(false);
    expect(blockVisible({ deleted: 1, editing: true }, now)).toBe(false);
    expect(parseTime('not a date')).toBeUndefined();
  });
});

describe('wrapper settings (001 §2, §9)', () => {
  it("has a rule in spacing.css for every spacing class, with the scale's own length", () => {
    const css = readFileSync(new URL('../../src/site/spacing.css', import.meta.url), 'utf8');
    for (const side of ['top', 'right', 'bottom', 'left']) {
      for (const kind of ['padding', 'margin']) {
        for (const step of ['px', ...Array.from({ length: SCALE_CLASSES + 1 }, (_, i) => i)]) {
          const d = decorationOf({ [`${kind}_${side}`]: step });
          const name = d.className.split(' ')[1];
          const rule = new RegExp(`\\.decorated\\.${name} \\{\\s*${kind}-${side}: ([^;]+);`).exec(css);
          expect(rule?.[1], name).toBe(spacing(step));
        }
      }
    }
  });

  it('maps the spacing scale, colour names and codes, and the aos defaults', () => {
    expect(spacing(0)).toBe('0');
    expect(spacing('px')).toBe('1px');
    expect(spacing(0.5)).toBe('2px');
    expect(spacing(96)).toBe('384px');
    expect(spacing(97)).toBeUndefined();
    expect(colourOf('bnd')).toBe('brand');
    expect(colourOf('danger')).toBe('danger');
    const d = decorationOf({
      padding_top: 4,
      margin_bottom: 'px',
      background_colour: 'blk',
      text_colour: 'white',
      anchor_name: 'my anchor',
      aos_type: 'fade-up',
    });
    expect(d.style).toEqual({});
    expect(d.className).toBe('decorated pt-4 mb-px bg-black fg-white');
    expect(d.attributes).toEqual({});
    // Beyond the classes' scale, or between its steps, the value is an attribute spacing.css reads,
    // and a style where the browser's CSS cannot.
    const beyond = decorationOf({ padding_left: 30, margin_top: 0.5, padding_top: 4 });
    expect(beyond.attributes).toEqual({ 'data-pl': '120px', 'data-mt': '2px' });
    expect(beyond.style).toEqual({ paddingLeft: '120px', marginTop: '2px' });
    expect(beyond.className).toBe('decorated pt-4');
    expect(d.anchor).toBe('my-anchor');
    expect(d.aos).toEqual({ type: 'fade-up', easing: 'ease', offset: 120, duration: 400, delay: 0 });
    expect(decorationOf({ background_image: 'abc', background_image_opacity: 33, background_image_saturation: 40 }).background).toEqual({
      image: 'abc',
      opacity: 30,
      saturation: 50,
      fixed: false,
    });
  });
});
