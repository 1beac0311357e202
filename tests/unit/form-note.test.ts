import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/core/i18n';
import en from '../../src/locales/en';

/** The note a server-rendered form shows without script is said in each of the 18 languages. */
describe('ui.needs_script', () => {
  for (const lng of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${lng}: translated`, async () => {
      const { default: messages } = (await import(`../../src/locales/${lng}.ts`)) as { default: typeof en };
      expect(messages.ui.needs_script).toBeTruthy();
      expect(messages.ui.needs_script).not.toBe(en.ui.needs_script);
    });
  }
});
