import { beforeEach, describe, expect, it } from 'vitest';
import { allowedApiOrigins, configFromDataset, configure, getConfig, resolveConfig, setScriptConfig } from '../../src/core/config';

describe('configuration layers (later wins)', () => {
  beforeEach(() => setScriptConfig({}));

  it('uses the build default of the mode', () => {
    expect(resolveConfig({ script: {}, configured: {} }).api).toBe('https://api.venue.example');
    expect(resolveConfig({ script: { mode: 'development' }, configured: {} }).api).toBe('http://localhost:8787');
  });

  it('script data-* beats build defaults, configure() beats data-*', () => {
    const config = resolveConfig({
      script: { api: 'https://script.example/', lang: 'de', routing: 'hash' },
      configured: { lang: 'fr' },
    });
    expect(config).toMatchObject({ api: 'https://script.example', lang: 'fr', routing: 'hash' });
  });

  it('reads the documented data-* attributes only, ignoring invalid values', () => {
    expect(
      configFromDataset({ api: 'https://a.example', mode: 'development', lang: 'de', siteUrl: 'https://venue.example', routing: 'hash' }),
    ).toEqual({ api: 'https://a.example', mode: 'development', lang: 'de', siteUrl: 'https://venue.example', routing: 'hash' });
    expect(configFromDataset({ mode: 'staging', routing: 'memory' })).toEqual({});
  });

  it('configure() merges with earlier calls and is observable through getConfig()', () => {
    setScriptConfig({ api: 'https://script.example' });
    configure({ siteUrl: 'https://venue.example' });
    configure({ api: 'https://configured.example' });
    expect(getConfig()).toMatchObject({ api: 'https://configured.example', siteUrl: 'https://venue.example' });
  });

  it('allows token-login base URLs only from the configured API origins', () => {
    const origins = allowedApiOrigins(
      resolveConfig({ script: { api: 'https://api.venue.example/v1' }, configured: { apiOrigins: ['https://cms.venue.example'] } }),
    );
    expect(origins).toContain('https://api.venue.example');
    expect(origins).toContain('https://cms.venue.example');
    expect(origins).not.toContain('https://evil.example');
  });
});
