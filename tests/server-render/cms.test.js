// 001 §2's special slug `cms`: "sends the browser to the back-office area at {host}/cms". The
// site's own host by default; the cmsUrl setting names another (the API's host, say).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../server/helpers.js';
import { attribute, server, siteOptions, tags } from './helpers.js';

let api;
let renderPage;

beforeAll(async () => {
  ({ renderPage } = await server());
  api = await startServer();
});
afterAll(() => api?.stop());

const scriptTag = (html) => tags(html, 'script').find((a) => attribute(a, 'src'));

describe('the cms route on a server', () => {
  it("leaves for /cms on the site's own host, not the API's, and names no setting on the script tag", async () => {
    const page = await renderPage('/site/cms', siteOptions(api));
    expect(page).toMatchObject({ status: 302, location: 'https://venue.example/cms' });
    expect(new URL(api.url).origin).not.toBe('https://venue.example');
    expect(attribute(scriptTag((await renderPage('/site/about', siteOptions(api))).html), 'data-cms-url')).toBeUndefined();
  });

  it('leaves for the configured cmsUrl, and tells the browser it on the script tag', async () => {
    const options = { ...siteOptions(api), cmsUrl: `${new URL(api.url).origin}/cms` };
    expect(await renderPage('/site/cms', options)).toMatchObject({ status: 302, location: `${new URL(api.url).origin}/cms` });
    const { html } = await renderPage('/site/about', options);
    expect(attribute(scriptTag(html), 'data-cms-url')).toBe(`${new URL(api.url).origin}/cms`);
  });

  it('never sends a site at the host root to itself: /cms there is not left for', async () => {
    const page = await renderPage('/cms', { ...siteOptions(api), siteUrl: 'https://venue.example/', base: '' });
    // Nothing in front of the site answers /cms here: the back office is not found at this address.
    expect(page.status).toBe(404);
    expect(page.location).toBeUndefined();
    expect(page.html).toContain('Page not found');
  });
});
