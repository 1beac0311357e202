// 000 §9 on a server: calls made one after another go at least 500 ms apart; calls asked together
// go together (http/client's groups, which the server renderer turns on).
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createHttpClient, SERVER_REQUEST_SPACING_MS } from '../../src/core/http/client.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function client(groups) {
  const sent = [];
  const http = createHttpClient({
    transport: async (request) => {
      sent.push({ url: request.url, at: Date.now() });
      return { status: 200, data: {} };
    },
    groups,
    baseUrl: () => 'https://api.venue.example',
    accessToken: () => undefined,
    hasRefreshToken: () => false,
    refresh: async () => false,
    logout: () => undefined,
    setLinkActive: () => undefined,
    whenReady: async () => undefined,
    pageOrigin: () => '',
    readCookie: () => undefined,
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  });
  return { http, sent };
}

it('sends calls asked together at once, and a call made after their replies 500 ms after them', async () => {
  const groups = { next: 0 };
  const { http, sent } = client(groups);
  const start = Date.now();
  const together = Promise.all(['/a', '/b', '/c'].map((path) => http.request(path)));
  await vi.advanceTimersByTimeAsync(0);
  await together;
  expect(sent.map((s) => s.at - start)).toEqual([0, 0, 0]);
  // In sequence: it waits for the next group.
  const next = http.request('/d');
  await vi.advanceTimersByTimeAsync(SERVER_REQUEST_SPACING_MS - 1);
  expect(sent).toHaveLength(3);
  await vi.advanceTimersByTimeAsync(1);
  await next;
  expect(sent[3]).toEqual({ url: 'https://api.venue.example/d', at: start + 500 });
});

it('shares the spacing between the clients of one server (each page has its own core)', async () => {
  const groups = { next: 0 };
  const first = client(groups);
  const second = client(groups);
  const start = Date.now();
  await Promise.all([first.http.request('/a'), vi.advanceTimersByTimeAsync(0)]);
  const later = second.http.request('/b');
  const joined = first.http.request('/c');
  await vi.advanceTimersByTimeAsync(500);
  await Promise.all([later, joined]);
  expect(first.sent.map((s) => s.at - start)).toEqual([0, 500]);
  expect(second.sent.map((s) => s.at - start)).toEqual([500]);
});

it("keeps each page's calls in its own spacing: another page's render does not wait behind them", async () => {
  // Each page a server renders has its own client (server/render/pageCore), spaced on its own groups.
  const first = client({ next: 0 });
  const second = client({ next: 0 });
  const start = Date.now();
  await Promise.all([first.http.request('/a'), vi.advanceTimersByTimeAsync(0)]);
  // The first page asks again: its call waits for its next group; the second page's goes at once.
  const again = first.http.request('/b');
  const other = second.http.request('/c');
  await vi.advanceTimersByTimeAsync(500);
  await Promise.all([again, other]);
  expect(first.sent.map((s) => [s.url.slice(-2), s.at - start])).toEqual([
    ['/a', 0],
    ['/b', 500],
  ]);
  expect(second.sent.map((s) => [s.url.slice(-2), s.at - start])).toEqual([['/c', 0]]);
});
