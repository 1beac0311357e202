import { describe, expect, it } from 'vitest';
import { dirOf, ensureLanguage, getLanguage, LANGUAGES, normalizeLanguage, setLanguage, t } from '../../src/core/i18n';
import en from '../../src/locales/en';

describe('i18n', () => {
  it('has the 18 languages of 000 §9 and starts in English', () => {
    expect(LANGUAGES).toHaveLength(18);
    expect(getLanguage()).toBe('en');
    expect(t('common.select')).toBe('-- Select --');
  });

  it('interpolates and falls back to the key', () => {
    expect(t('common.suggested_password', { value: 'ab12CD34' })).toBe('Suggested password: ab12CD34');
    expect(t('no.such.key')).toBe('no.such.key');
    expect(t('no.such.key', { defaultValue: 'x' })).toBe('x');
  });

  it('normalises language tags and knows Arabic is right to left', () => {
    expect(normalizeLanguage('de-AT')).toBe('de');
    expect(normalizeLanguage('pt')).toBe('pt-BR');
    expect(normalizeLanguage('zh')).toBe('zh-CN');
    expect(normalizeLanguage('xx')).toBe('en');
    expect(dirOf('ar')).toBe('rtl');
    expect(dirOf('de')).toBe('ltr');
  });

  it('every language file has exactly the English keys (plus the plural forms English lacks)', async () => {
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
    const english = keys(en).sort();
    for (const lng of LANGUAGES.filter((l) => l !== 'en')) {
      const module = await import(`../../src/locales/${lng}.ts`);
      // Extra plural forms (shop.items_few in ru, …) are checked one by one in locales.test.ts.
      const own = keys(module.default).filter((k) => english.includes(k) || !/_(zero|two|few|many)$/.test(k));
      expect(own.sort(), lng).toEqual(english);
    }
  });

  it('every language translates the shared, FAQ and calendar texts, keeping placeholders', async () => {
    for (const lng of LANGUAGES.filter((l) => l !== 'en')) {
      const { default: messages } = await import(`../../src/locales/${lng}.ts`);
      for (const [ns, key] of [
        ['common', 'retry'],
        ['faq', 'title'],
        ['calendar', 'next'],
        ['calendar', 'to_be_announced'],
      ] as const) {
        expect(messages[ns][key], `${lng} ${ns}.${key}`).not.toBe((en as Record<string, Record<string, string>>)[ns][key]);
      }
      expect(messages.error.server, lng).toContain('{{status}}');
      expect(messages.common.suggested_password, lng).toContain('{{value}}');
    }
  });

  it('loads a language on first use and applies it', async () => {
    await ensureLanguage('de');
    await setLanguage('de');
    expect(getLanguage()).toBe('de');
    await setLanguage('en');
  });
});
