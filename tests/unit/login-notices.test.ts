import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/core/i18n';

/**
 * The notice after a login link, a sign-up or a password recovery (account.code_hint, with
 * account.link_sent after a link) states no rule the spec does not give: 000 §5 shows no format
 * for the code and no lifetime, so no language may promise "6 digits" or "15 minutes".
 */
const NOTICES = ['code_hint', 'link_sent'] as const;

describe('login notices name no rule of the code', () => {
  for (const lng of LANGUAGES) {
    it(`${lng}: no number in the notices`, async () => {
      const { default: messages } = (await import(`../../src/locales/${lng}.ts`)) as {
        default: { account: Record<(typeof NOTICES)[number], string> };
      };
      for (const key of NOTICES) {
        // \p{N}: any script's digits and numerals (٦, ６, 十五) as well as 0-9.
        expect(messages.account[key].replace(/\{\{[^}]*\}\}/g, ''), `${lng}: account.${key}`).not.toMatch(/\p{N}|十五|六/u);
      }
    });
  }

  it('English says only that a code was sent', async () => {
    const { default: en } = await import('../../src/locales/en');
    expect(en.account.code_hint).toBe('We have sent a code to {{email}}.');
  });
});
