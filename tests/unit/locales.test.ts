import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/core/i18n';
import en from '../../src/locales/en';

/**
 * Every language carries every English text, translated: each key of the English tree is present
 * and non-empty, keeps the same `{{placeholders}}`, and the longer account and shop texts differ
 * from English (a text identical to English is a sign it was never translated). The namespaces
 * come from the English default export, so a namespace added later is checked without a change here.
 */
type Tree = { [key: string]: string | Tree };

const english = en as unknown as Tree;
const NAMESPACES = Object.keys(english);
/** Namespaces whose texts must not be left in English (see `mustDiffer`). */
const TRANSLATED = new Set(['account', 'shop']);
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * `namespace.key` texts that may stay as in English in a language (brand names and the like).
 * Only texts of more than three words are compared, so short ones (ABN, Facebook page) need no entry.
 */
const SAME_AS_ENGLISH: Partial<Record<string, readonly string[]>> = {};

const placeholders = (text: string): string[] => [...new Set(Array.from(text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g), (m) => m[1]))].sort();
/** Words of a text: runs holding a letter, placeholders left out. */
const words = (text: string): number =>
  text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w)).length;
const mustDiffer = (namespace: string, text: string): boolean => TRANSLATED.has(namespace) && words(text) > 3;

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

function at(tree: Tree | undefined, path: string): string | Tree | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return node;
}

/** Problems of one namespace of one language, each naming the language and the key. */
function problems(lng: string, namespace: string, messages: Tree, sameAsEnglish = SAME_AS_ENGLISH[lng] ?? []): string[] {
  const source = english[namespace] as Tree;
  const target = messages[namespace];
  if (typeof target !== 'object') return [`${lng}: namespace ${namespace} is missing`];
  const found: string[] = [];
  const allowed = new Set(sameAsEnglish);
  for (const [key, text] of leaves(source)) {
    const name = `${lng}: ${namespace}.${key}`;
    const value = at(target, key);
    if (typeof value !== 'string') found.push(`${name} is missing`);
    else if (!value.trim()) found.push(`${name} is empty`);
    else {
      if (placeholders(value).join() !== placeholders(text).join())
        found.push(`${name} has placeholders {${placeholders(value).join()}}, English has {${placeholders(text).join()}}`);
      if (value === text && mustDiffer(namespace, text) && !allowed.has(`${namespace}.${key}`)) found.push(`${name} is still in English`);
    }
  }
  // Beyond the English keys, a language may only add the plural forms it needs of an English plural key.
  const categories = new Set<string>(new Intl.PluralRules(lng).resolvedOptions().pluralCategories);
  for (const [key, value] of leaves(target)) {
    if (at(source, key) !== undefined) continue;
    const name = `${lng}: ${namespace}.${key}`;
    const suffix = PLURAL_SUFFIX.exec(key);
    const base = suffix ? key.slice(0, suffix.index) : key;
    const other = at(source, `${base}_other`);
    if (!suffix || typeof other !== 'string') found.push(`${name} is not an English key`);
    else if (!categories.has(suffix[1])) found.push(`${name}: ${lng} has no plural category "${suffix[1]}"`);
    else if (!value.trim()) found.push(`${name} is empty`);
    else if (placeholders(value).join() !== placeholders(other).join()) found.push(`${name} has placeholders other than ${base}_other`);
  }
  return found;
}

describe('locales: every language translates every English text', () => {
  it('checks every namespace of the English messages', () => {
    expect(NAMESPACES.length).toBeGreaterThan(0);
    expect(NAMESPACES).toEqual(expect.arrayContaining(['common', 'error', 'account', 'shop']));
  });

  for (const lng of LANGUAGES.filter((l) => l !== 'en')) {
    describe(lng, () => {
      for (const namespace of NAMESPACES) {
        it(`${namespace}: has every key, non-empty, with the English placeholders${TRANSLATED.has(namespace) ? ', translated' : ''}`, async () => {
          const { default: messages } = (await import(`../../src/locales/${lng}.ts`)) as { default: Tree };
          expect(problems(lng, namespace, messages)).toEqual([]);
        });
      }
    });
  }
});

describe('locales test helpers', () => {
  it('finds a missing key, an empty text, changed placeholders and English left in place', () => {
    const broken = JSON.parse(JSON.stringify(english)) as Record<string, Record<string, string>>;
    delete broken.shop.cart;
    broken.shop.products = ' ';
    broken.shop.invoice = 'Rechnung {{number}}';
    broken.shop.items_few = 'Artikel';
    broken.shop.bogus = 'x';
    const found = problems('de', 'shop', broken as unknown as Tree);
    expect(found).toEqual(
      expect.arrayContaining([
        'de: shop.cart is missing',
        'de: shop.products is empty',
        'de: shop.invoice has placeholders {number}, English has {id}',
        'de: shop.not_all_in_stock is still in English',
        'de: shop.items_few: de has no plural category "few"',
        'de: shop.bogus is not an English key',
      ]),
    );
    // Short texts (ABN, Facebook page) may stay as in English; longer ones may not.
    const account = problems('de', 'account', broken as unknown as Tree);
    expect(account).toContain('de: account.login_needed is still in English');
    expect(account).not.toContain('de: account.abn is still in English');
    expect(account).not.toContain('de: account.facebook_link is still in English');
    expect(problems('de', 'account', broken as unknown as Tree, ['account.login_needed'])).not.toContain(
      'de: account.login_needed is still in English',
    );
    // Russian has a "few" plural form, so shop.items_few is welcome there.
    const russian = { ...broken, shop: { ...broken.shop, items_few: 'товара' } };
    expect(problems('ru', 'shop', russian as unknown as Tree)).not.toContain('ru: shop.items_few: ru has no plural category "few"');
  });
});
