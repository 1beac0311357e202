import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/core/config';
import { acceptedBaseUrl, safePaymentUrl, safeRedirectPath } from '../../src/core/redirects';

describe('redirect_after_login', () => {
  it.each(['/profile', '/events/happy-laps?x=1#top', '/enter/#/profile'])('accepts the same-origin path %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '/.//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/./\\evil.example',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'https://evil.example/profile',
    'https://venue.example.evil.example/',
    'profile',
    '',
    '/\tevil',
    null,
    42,
  ])('refuses %s', (value) => {
    expect(safeRedirectPath(value)).toBeUndefined();
  });
});

describe('token login base URL (b)', () => {
  const config = resolveConfig({ script: { api: 'https://venue.example/api' }, configured: { apiOrigins: ['https://cms.venue.example'] } });

  it('accepts the configured API origins', () => {
    expect(acceptedBaseUrl('https://venue.example', config)).toBe('https://venue.example');
    expect(acceptedBaseUrl('https://cms.venue.example/', config)).toBe('https://cms.venue.example');
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'https://venue.example.evil.example',
    'https://evil.example',
    'https://venue.example@evil.example',
    'https://user:pw@venue.example',
    'http://venue.example',
    'ftp://venue.example',
    '',
  ])('refuses %s', (value) => {
    expect(acceptedBaseUrl(value, config)).toBeUndefined();
  });
});

describe('payment redirects', () => {
  it('follow http(s) addresses only', () => {
    expect(safePaymentUrl('https://pay.example/x?y=1')).toBe('https://pay.example/x?y=1');
    expect(safePaymentUrl('javascript:alert(1)')).toBeUndefined();
    expect(safePaymentUrl('data:text/html,hi')).toBeUndefined();
    expect(safePaymentUrl('/relative')).toBeUndefined();
  });
});
