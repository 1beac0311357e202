import { describe, expect, it } from 'vitest';
import { bare, buildReport, scrub } from '../../src/core/errorReport';

describe('error reports', () => {
  it('mask tokens and e-mail addresses in messages', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';
    const text = scrub(`Request failed for ann@example.com with ${jwt} and Bearer abc.def and r=${'x'.repeat(40)}`);
    expect(text).not.toContain('ann@example.com');
    expect(text).not.toContain(jwt);
    expect(text).not.toContain('abc.def');
    expect(text).not.toContain('x'.repeat(40));
    expect(text).toContain('[email]');
  });

  it('send addresses without their query or hash (login links carry tokens there)', () => {
    expect(bare('https://venue.example/profile?a=tok&r=tok#x')).toBe('https://venue.example/profile');
    expect(bare('/api/v1/cognito/faq?group=faqs')).toBe('/api/v1/cognito/faq');
  });

  it('build the payload the back end accepts, and nothing else', () => {
    const report = buildReport({
      kind: 'error',
      message: 'boom',
      element: 'venue-faq',
      status: 500,
      call: 'http://api.test/x?email=a@b.c',
    });
    expect(Object.keys(report).sort()).toEqual(
      ['at', 'call', 'element', 'kind', 'message', 'status', 'url', 'version'].filter((k) => k in report).sort(),
    );
    expect(report).toMatchObject({ kind: 'error', message: 'boom', element: 'venue-faq', status: 500, call: 'http://api.test/x' });
  });
});
