import type en from '../locales/en';
import common from '../locales/en/common';
import error from '../locales/en/error';
import ui from '../locales/en/ui';
import { getConfig, subscribeConfig } from './config';

import { dirOf, knownLanguage, LANGUAGES, type Language } from './languages';
export { dirOf, LANGUAGES, type Language };
export type Messages = typeof en;

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Messages }>> = {
  ar: () => import('../locales/ar'),
  de: () => import('../locales/de'),
  es: () => import('../locales/es'),
  fr: () => import('../locales/fr'),
  id: () => import('../locales/id'),
  it: () => import('../locales/it'),
  ja: () => import('../locales/ja'),
  ka: () => import('../locales/ka'),
  ko: () => import('../locales/ko'),
  pl: () => import('../locales/pl'),
  'pt-BR': () => import('../locales/pt-BR'),
  ru: () => import('../locales/ru'),
  tr: () => import('../locales/tr'),
  uk: () => import('../locales/uk'),
  uz: () => import('../locales/uz'),
  vi: () => import('../locales/vi'),
  'zh-CN': () => import('../locales/zh-CN'),
};

/**
 * i18next-compatible messages (nested keys, `{{name}}` interpolation, `_one`/`_other` plural
 * suffixes chosen by Intl.PluralRules) without i18next itself: it weighs 15.7 KB gz, which a
 * calendar-only page (95 KB in all, React being 69) cannot carry. Fallback is English.
 */
type Tree = { [key: string]: string | Tree };
/**
 * English is the fallback of every language. The core carries only the namespaces every element
 * uses; each area adds its own English namespace from its own chunk (provideEnglish), so a
 * calendar-only page does not carry the shop's texts.
 */
const english: Tree = { common, error, ui };
const bundles = new Map<string, Tree>([['en', english]]);

/** Adds an area's English messages (called once by the module that uses them). */
export function provideEnglish(namespace: keyof Messages, messages: Tree | Record<string, string>): void {
  english[namespace] ??= messages as Tree;
}
let current: Language = 'en';

const plurals = new Map<string, Intl.PluralRules>();
/** Made once per language: making one loads the language's data. */
function pluralRules(lng: string): Intl.PluralRules {
  let rules = plurals.get(lng);
  if (!rules) plurals.set(lng, (rules = new Intl.PluralRules(lng)));
  return rules;
}

function lookup(tree: Tree | undefined, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

export interface TOptions {
  lng?: string;
  count?: number;
  defaultValue?: string;
  [name: string]: unknown;
}

export function t(key: string, options: TOptions = {}): string {
  const lng = options.lng && bundles.has(options.lng) ? options.lng : current;
  const candidates = [key];
  if (typeof options.count === 'number') {
    candidates.unshift(`${key}_${pluralRules(lng).select(options.count)}`, `${key}_other`);
  }
  let message: string | undefined;
  for (const tree of [bundles.get(lng), bundles.get('en')]) {
    for (const candidate of candidates) message ??= lookup(tree, candidate);
  }
  message ??= options.defaultValue ?? key;
  return message.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => String(options[name] ?? ''));
}

/** Maps `de-AT` → de, `pt` → pt-BR, `zh` → zh-CN; unknown → en. */
export function normalizeLanguage(input: string | null | undefined): Language {
  return knownLanguage(input) ?? 'en';
}

const loading = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

/** Loads a language's messages once (never fetched again, 000 §9). */
export function ensureLanguage(lng: Language): Promise<void> {
  if (lng === 'en' || bundles.has(lng)) return Promise.resolve();
  let pending = loading.get(lng);
  if (!pending) {
    pending = loaders[lng]().then(
      (module: { default: Messages }) => {
        bundles.set(lng, module.default as unknown as Tree);
        changed();
      },
      (error: unknown) => {
        loading.delete(lng);
        throw error;
      },
    );
    loading.set(lng, pending);
  }
  return pending;
}

export function isLanguageLoaded(lng: Language): boolean {
  return bundles.has(lng);
}

/** The page-wide language: the configured one once its messages are loaded. */
export function getLanguage(): Language {
  return current;
}

/** Applies a page-wide language; listeners (such as `<venue-site>`, which sets `<html lang>`) run after. */
export async function setLanguage(input: string): Promise<Language> {
  const lng = normalizeLanguage(input);
  await ensureLanguage(lng);
  current = lng;
  changed();
  return lng;
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes whenever a language loads or is applied (a useSyncExternalStore snapshot). */
export function languageVersion(): number {
  return version;
}

// The configured language (data-lang, configure({ lang })) is applied whenever it changes.
let appliedConfigLang = 'en';
function applyConfiguredLanguage() {
  const wanted = normalizeLanguage(getConfig().lang);
  if (wanted === appliedConfigLang) return;
  appliedConfigLang = wanted;
  setLanguage(wanted).catch(() => {
    appliedConfigLang = 'en';
  });
}
subscribeConfig(applyConfiguredLanguage);
applyConfiguredLanguage();
