import { expect, test as base, type Page } from '@playwright/test';
import { operationFor } from '../contract-match';

/** This worker's strict pair (tests/global-setup.ts): a back end answering exactly the contract, and the pages pointing at it. */
export const strictApi = () => process.env.STRICT_API_URL!;
export const strictPages = () => process.env.STRICT_PAGES_URL!;
export const strictSite = (path = '/') => `${strictPages()}/site${path}`;

export interface ApiCall {
  method: string;
  path: string;
  status: number;
  graphqlErrors?: string[];
}

/**
 * Every call a page makes to the strict back end, with its status (and a GraphQL reply's
 * errors), and the console's errors; the fixture checks both after each test.
 */
function record(page: Page) {
  const calls: ApiCall[] = [];
  const pending: Promise<unknown>[] = [];
  const consoleErrors: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== new URL(strictApi()).origin || url.pathname.startsWith('/assets/') || url.pathname.startsWith('/v/')) return;
    const call: ApiCall = { method: response.request().method(), path: url.pathname, status: response.status() };
    if (call.method === 'OPTIONS') return;
    calls.push(call);
    if (url.pathname === '/graphql')
      pending.push(
        response
          .json()
          .then((body: { errors?: { message: string }[] }) => (call.graphqlErrors = (body.errors ?? []).map((e) => e.message)))
          .catch(() => undefined),
      );
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()} ${message.location().url}`.trim());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { calls, pending, consoleErrors };
}

/**
 * What the contract says of the calls: each method and path is one of its operations (templates
 * like {id} matched), none is answered 404 or 405 unless it is an operation the contract marks
 * as an extension (which the strict back end does not have, and whose feature then degrades),
 * and no GraphQL query is refused.
 */
export function contractProblems(calls: readonly ApiCall[]): string[] {
  const problems: string[] = [];
  for (const call of calls) {
    const found = operationFor(call.method, call.path);
    const name = `${call.method} ${call.path}`;
    if (!found) problems.push(`${name}: not in contract/openapi.json`);
    else if ((call.status === 404 || call.status === 405) && !found.operation['x-extension']) problems.push(`${name}: ${call.status}`);
    if (call.graphqlErrors?.length) problems.push(`${name}: ${call.graphqlErrors.join('; ')}`);
  }
  return [...new Set(problems)];
}

/** Extension operations the SDK called in these tests (they 404 here; the report lists them). */
export function extensionCalls(calls: readonly ApiCall[]): string[] {
  return [...new Set(calls.filter((c) => operationFor(c.method, c.path)?.operation['x-extension']).map((c) => `${c.method} ${c.path}`))];
}

/**
 * A resource error that is not the SDK's: the browser's own favicon request to the test pages, or
 * a call of an extension operation the strict back end does not have (contractProblems has
 * checked every call; extensionCalls lists those).
 */
function notTheSdks(text: string, calls: readonly ApiCall[]): boolean {
  const miss = /^Failed to load resource: the server responded with a status of 404 .* (\S+)$/.exec(text);
  if (!miss) return false;
  const url = new URL(miss[1]);
  if (url.pathname === '/favicon.ico') return true;
  return extensionCalls(calls).some((call) => call.endsWith(` ${url.pathname}`));
}

export const test = base.extend<{ strictCalls: ReturnType<typeof record> }>({
  strictCalls: [
    async ({ page }, use) => {
      const recorded = record(page);
      await use(recorded);
      await Promise.all(recorded.pending);
      expect(contractProblems(recorded.calls), 'calls the strict back end refused or the contract lacks').toEqual([]);
      expect(
        recorded.consoleErrors.filter((text) => !notTheSdks(text, recorded.calls)),
        'console errors',
      ).toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
