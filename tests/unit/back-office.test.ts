import { afterEach, describe, expect, it, vi } from 'vitest';
import { backOfficeUrl, configFromDataset, configure, getConfig, resolveConfig } from '../../src/core/config';

/**
 * 001 §2: the `cms` slug "sends the browser to the back-office area at {host}/cms". {host} is the
 * site's own host (the spec names the API's address "base", never "host"); a venue whose back
 * office lives elsewhere (on the API's host) says so with cmsUrl.
 */
const config = (values: object) => resolveConfig({ script: {}, configured: values });

describe('backOfficeUrl', () => {
  afterEach(() => void configure({ cmsUrl: '', siteUrl: '' }));

  it("is /cms on the site's own host by default, not on the API's", () => {
    const on = config({ api: 'https://api.venue.example', siteUrl: 'https://venue.example/site/' });
    expect(backOfficeUrl(on, 'https://partner.example')).toBe('https://venue.example/cms');
    // No site address configured: the page's own host.
    expect(backOfficeUrl(config({ api: 'https://api.venue.example' }), 'https://venue.example')).toBe('https://venue.example/cms');
  });

  it('is the configured cmsUrl when there is one', () => {
    const on = config({ api: 'https://api.venue.example', siteUrl: 'https://venue.example/', cmsUrl: 'https://api.venue.example/cms' });
    expect(backOfficeUrl(on, 'https://venue.example')).toBe('https://api.venue.example/cms');
  });

  it('takes cmsUrl from configure() and data-cms-url as an http(s) address only', () => {
    const warn = vi.fn();
    configure({ cmsUrl: 'https://office.venue.example/cms' }, warn);
    expect(getConfig().cmsUrl).toBe('https://office.venue.example/cms');
    configure({ cmsUrl: 'javascript:alert(1)' }, warn);
    expect(getConfig().cmsUrl).toBe('https://office.venue.example/cms');
    expect(warn).toHaveBeenCalledTimes(1);
    configure({ cmsUrl: '' }, warn);
    expect(getConfig().cmsUrl).toBe('');
    expect(configFromDataset({ cmsUrl: 'https://api.venue.example/cms' }, warn)).toEqual({ cmsUrl: 'https://api.venue.example/cms' });
  });
});
