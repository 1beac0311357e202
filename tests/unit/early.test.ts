import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { QueryContext } from '../../src/core/query';
import { earlyKey } from '../../src/core/early';
import { fillEarly } from '../../src/loader/early';

/**
 * The loader starts an element's first-load calls from the `@early` templates of its doc comment
 * (loader/early); the core adopts a reply only when it asks for exactly that call. These tests
 * hold every template to the calls the element's own definition makes on its first load.
 */
const API = 'https://api.venue.example/';
const sent = vi.hoisted(() => [] as string[]);

vi.mock('../../src/core/runtime', async () => {
  const { createHttpClient } = await import('../../src/core/http/client');
  const { earlyKey: key } = await import('../../src/core/early');
  const http = createHttpClient({
    transport: async (request) => {
      sent.push(key(request.method, request.url, typeof request.body === 'string' ? request.body : undefined));
      return { status: 200, data: { data: [] } };
    },
    baseUrl: () => API,
    accessToken: () => undefined,
    hasRefreshToken: () => false,
    refresh: async () => false,
    logout: () => undefined,
    setLinkActive: () => undefined,
    whenReady: async () => undefined,
    pageOrigin: () => 'https://partner.example',
    readCookie: () => undefined,
    now: () => 0,
    sleep: async () => undefined,
  });
  return { http, isLoggedIn: () => false };
});
const { http } = await import('../../src/core/runtime');
const context = { http } as QueryContext;

const { calendarWidget } = await import('../../src/widgets/calendar');
const { faqWidget } = await import('../../src/widgets/faq');

const templatesOf = (tag: string) =>
  [...readFileSync(join(import.meta.dirname, `../../elements/${tag}.ts`), 'utf8').matchAll(/@early\s+(.+)$/gm)].map((m) => m[1].trim());

const cases = [
  { tag: 'venue-faq', definition: faqWidget, attributes: [{}, { group: 'faqs' }, { group: '' }] },
  { tag: 'venue-calendar', definition: calendarWidget, attributes: [{}, { month: '2027-01' }, { month: 'not-a-month', venue: 'Main' }] },
] as const;

describe('early calls', () => {
  for (const { tag, definition, attributes } of cases) {
    for (const attrs of attributes) {
      it(`<${tag} ${JSON.stringify(attrs)}>: the templates are the definition's first-load calls`, async () => {
        const values = attrs as Record<string, string>;
        const templates = templatesOf(tag);
        expect(templates.length).toBeGreaterThan(0);
        const early = templates.map((t) => {
          const { method, url, body } = fillEarly(t, API, (name) => values[name] ?? null);
          return earlyKey(method, url, body);
        });
        sent.length = 0;
        const props = { ...values } as never;
        await Promise.all((definition.queries?.(props) ?? []).map((query) => query.fn(context)));
        expect(early.sort()).toEqual([...sent].sort());
      });
    }
  }

  it('fills attributes, leaves out empty ones, and computes the calendar window', () => {
    const attributes: Record<string, string> = { group: 'a b', month: '2026-01' };
    expect(fillEarly('/x?group={group}&kind=fixed&missing={nope}', 'https://api.example/', (n) => attributes[n] ?? null)).toEqual({
      method: 'GET',
      url: 'https://api.example/x?group=a+b&kind=fixed',
      body: undefined,
    });
    expect(fillEarly('/c?start={start}&end={end}', 'https://api.example', (n) => attributes[n] ?? null).url).toBe(
      'https://api.example/c?start=2025-12-01&end=2026-04-01',
    );
    expect(fillEarly('POST /graphql {"query":"{ a }"}', 'https://api.example', () => null)).toEqual({
      method: 'POST',
      url: 'https://api.example/graphql',
      body: '{"query":"{ a }"}',
    });
  });
});
