/** 000 §9: the 18 interface languages, each loaded on first use from its own chunk. */
export const LANGUAGES = [
  'ar',
  'de',
  'en',
  'es',
  'fr',
  'id',
  'it',
  'ja',
  'ka',
  'ko',
  'pl',
  'pt-BR',
  'ru',
  'tr',
  'uk',
  'uz',
  'vi',
  'zh-CN',
] as const;
export type Language = (typeof LANGUAGES)[number];

/** The interface language a tag names (`de-AT` → de, `pt` → pt-BR, `zh` → zh-CN), or undefined when there is none. */
export function knownLanguage(input: string | null | undefined): Language | undefined {
  if (!input) return undefined;
  const exact = LANGUAGES.find((l) => l.toLowerCase() === input.toLowerCase());
  if (exact) return exact;
  const base = input.toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((l) => l.toLowerCase().split('-')[0] === base);
}

const RTL = new Set<string>(['ar']);

/** The writing direction of a language. */
export function dirOf(lng: string): 'rtl' | 'ltr' {
  return RTL.has(lng) ? 'rtl' : 'ltr';
}
