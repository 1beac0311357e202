import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../src/site/router';
import { firstQueries, ruleFor } from '../../src/site/routeRules';

// The site's rules for a route, as `<venue-site>` and the server renderer both apply them.
const CMS = 'https://venue.example/cms';
const rule = (
  path: string,
  {
    redirects = [],
    page = undefined as { requires_login?: boolean } | undefined,
    cms = CMS,
    here = `https://venue.example/site${path}`,
  } = {},
) => ruleFor(path, matchRoute(path).match, { redirects, page: page as never, cms, here });

describe('firstQueries', () => {
  it("asks for initialData, and a CMS page's content blocks with it", () => {
    expect(firstQueries('/about').map((q) => q.key)).toEqual([['initial-data'], ['page-contents', 'about']]);
    // A screen has no content blocks.
    expect(firstQueries('/login').map((q) => q.key)).toEqual([['initial-data']]);
  });
});

describe('ruleFor (001 §2 redirects and special routes, 000 §2 login required)', () => {
  it('follows the redirect table first', () => {
    expect(rule('/old-about', { redirects: [{ from: '/old-about', to: '/about' }] as never })).toEqual({ kind: 'redirect', to: '/about' });
  });

  it('leaves the site for /cms and /enter', () => {
    expect(rule('/cms')).toEqual({ kind: 'leave', to: CMS });
    expect(rule('/cms', { cms: 'https://api.venue.example/cms' })).toEqual({ kind: 'leave', to: 'https://api.venue.example/cms' });
    expect(rule('/enter')).toMatchObject({ kind: 'leave' });
  });

  it('does not leave /cms for the page being shown: that would load it again, for ever', () => {
    // The site at the host's root, with nothing in front of it answering /cms.
    expect(rule('/cms', { here: 'https://venue.example/cms' })).toEqual({ kind: 'page' });
    expect(rule('/cms', { here: 'https://venue.example/cms/?x=1' })).toEqual({ kind: 'page' });
  });

  it("says which routes are a member's, and /logout", () => {
    expect(rule('/profile')).toEqual({ kind: 'member' });
    expect(rule('/checkout')).toEqual({ kind: 'member' });
    expect(rule('/members-area', { page: { requires_login: true } })).toEqual({ kind: 'member' });
    expect(rule('/logout')).toEqual({ kind: 'logout' });
    expect(rule('/about', { page: { requires_login: false } })).toEqual({ kind: 'page' });
  });
});

describe('firstQueries with initialData in', () => {
  it('asks for no content blocks of a page initialData does not list', () => {
    expect(firstQueries('/about', [{ slug: 'about', rows: [] }]).map((q) => q.key)).toEqual([['initial-data'], ['page-contents', 'about']]);
    expect(firstQueries('/nothing-here', [{ slug: 'about', rows: [] }]).map((q) => q.key)).toEqual([['initial-data']]);
  });

  it('asks for a page listed without its rows beside its blocks: it cannot show at once', () => {
    expect(firstQueries('/about', [{ slug: 'about' }]).map((q) => q.key)).toEqual([
      ['initial-data'],
      ['page-contents', 'about'],
      ['page', 'about'],
    ]);
  });
});
