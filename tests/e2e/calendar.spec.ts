import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { facesUsed } from './faces-helpers';
import { agendaItem, expectDialogWholeAfterHover, findEnterableEvent, firstWords, recordDialogHeights } from './calendar-helpers';

const pages = () => process.env.PAGES_URL!;
const api = () => process.env.API_URL!;

interface Item {
  id: number;
  title: string;
  start: string;
  can_enter_online: boolean;
  racers_event_id: number | null;
  venue: string;
}

const monthName = (d: Date) => d.toLocaleString('en', { month: 'long', year: 'numeric' });
const shift = (months: number) => {
  const d = new Date();
  return new Date(d.getFullYear(), d.getMonth() + months, 1);
};
const ym = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;

/** Counts the calendar calls the page makes. */
function countCalendarCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/lakeside/event/calendar')) calls.push(r.url());
  });
  return calls;
}

async function thisMonthItems(request: import('@playwright/test').APIRequestContext, months = 1): Promise<Item[]> {
  const from = ym(shift(0));
  const to = ym(shift(months));
  const reply = await request.get(`${api()}/api/v1/lakeside/event/calendar?start=${from}-01&end=${to}-01`);
  expect(reply.ok()).toBe(true);
  return reply.json();
}

test.describe('<venue-calendar> against the reference back end', () => {
  test('shows this month, moves by month, returns with Today, and asks again only outside its window', async ({ page }) => {
    const calls = countCalendarCalls(page);
    await page.goto(`${pages()}/tests/browser/fixtures/calendar.html`);
    const cal = page.locator('#main');
    await expect(cal.locator('h2')).toHaveText(monthName(shift(0)));
    await expect(cal.locator('[part~=event]').first()).toBeVisible();
    expect(calls.length).toBe(1);

    await cal.getByRole('button', { name: 'Next month' }).click();
    await expect(cal.locator('h2')).toHaveText(monthName(shift(1)));
    await cal.getByRole('button', { name: 'Next month' }).click();
    await expect(cal.locator('h2')).toHaveText(monthName(shift(2)));
    await cal.getByRole('button', { name: 'Previous month' }).click();
    await cal.getByRole('button', { name: 'Previous month' }).click();
    await cal.getByRole('button', { name: 'Previous month' }).click();
    await expect(cal.locator('h2')).toHaveText(monthName(shift(-1)));
    expect(calls.length, 'months inside the fetched window need no request').toBe(1);

    await cal.getByRole('button', { name: 'Previous month' }).click();
    await expect(cal.locator('h2')).toHaveText(monthName(shift(-2)));
    await expect.poll(() => calls.length).toBe(2);

    await cal.getByRole('button', { name: 'Today' }).click();
    await expect(cal.locator('h2')).toHaveText(monthName(shift(0)));
    await expect(cal.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  });

  test("opening and closing an event renders the calendar's shell and its dialog, not the month's events again", async ({ page }) => {
    await page.goto(`${pages()}/tests/browser/fixtures/calendar.html`);
    const cal = page.locator('#main');
    const events = cal.locator('[part~=event]');
    await expect(events.first()).toBeVisible();
    await expect(cal.locator('.calendar-legend li').first()).toBeVisible();
    // React gives a button new props each time it renders it (the props it keeps on the node):
    // the same object after the dialog has opened and closed means the month was not rendered again.
    const keep = () =>
      events.evaluateAll((buttons) => {
        const propsOf = (button: Element) => {
          const key = Object.keys(button).find((k) => k.startsWith('__reactProps$'));
          return key && (button as unknown as Record<string, unknown>)[key];
        };
        const w = window as unknown as { kept?: unknown[] };
        const now = buttons.map(propsOf);
        const same = w.kept ? now.filter((props, i) => props === w.kept![i]).length : -1;
        w.kept = now;
        return { count: now.filter(Boolean).length, same };
      });
    const before = await keep();
    expect(before.count).toBeGreaterThan(1);
    await events.first().hover();
    await events.first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await keep()).toEqual({ count: before.count, same: before.count });
  });

  // On a rendered page still hydrating, an urgent update has React hydrate all of it at once,
  // inside the focus that made it.
  test('an event focused readies its dialog in a transition, not inside the focus', async ({ page }) => {
    await page.goto(`${pages()}/tests/browser/fixtures/calendar.html`);
    const first = page.locator('#main');
    await first.locator('[part~=event]').first().hover();
    // The dialog's code is in now, and the first calendar shows its (closed) dialog.
    await expect(first.locator('dialog')).toHaveCount(1);
    await page.evaluate(() => document.body.append(Object.assign(document.createElement('venue-calendar'), { id: 'second' })));
    const second = page.locator('#second');
    await expect(second.locator('[part~=event]').first()).toBeVisible();
    await expect(second.locator('dialog')).toHaveCount(0);
    // Urgent, the update would be rendered in the focus's own microtasks (React's discrete events).
    const shownInTheFocus = await second
      .locator('[part~=event]')
      .first()
      .evaluate(async (button) => {
        (button as HTMLElement).focus();
        await Promise.resolve();
        await Promise.resolve();
        return Boolean((button.getRootNode() as ShadowRoot).querySelector('dialog'));
      });
    expect(shownInTheFocus).toBe(false);
    await expect(second.locator('dialog')).toHaveCount(1);
  });

  test('crosses a year end', async ({ page }) => {
    await page.goto(`${pages()}/tests/browser/fixtures/calendar.html`);
    await page.locator('#main').evaluate((el) => el.setAttribute('month', '2026-12'));
    const cal = page.locator('#main');
    await expect(cal.locator('h2')).toHaveText('December 2026');
    await cal.getByRole('button', { name: 'Next month' }).click();
    await expect(cal.locator('h2')).toHaveText('January 2027');
    await cal.getByRole('button', { name: 'Previous month' }).click();
    await cal.getByRole('button', { name: 'Previous month' }).click();
    await expect(cal.locator('h2')).toHaveText('November 2026');
  });

  test('lists the events of the month by day, with the public venues in the legend', async ({ page, request }) => {
    const items = await thisMonthItems(request);
    expect(items.length).toBeGreaterThan(3);
    const venues = (await (await request.get(`${api()}/api/v1/lakeside/venue`)).json()).data as {
      name: string;
      visible_to_public: boolean;
    }[];
    await page.goto(`${pages()}/tests/browser/fixtures/calendar.html`);
    const cal = page.locator('#main');
    await expect(cal.locator('[part~=event]').first()).toBeVisible();
    const legend = cal.locator('[part~=legend] li');
    await expect(legend).toHaveText(venues.filter((v) => v.visible_to_public).map((v) => v.name));
    for (const hidden of venues.filter((v) => !v.visible_to_public))
      await expect(cal.locator('[part~=legend]')).not.toContainText(hidden.name);
    // every event of the month that starts this month is shown under its day
    const startingThisMonth = items.filter((i) => i.start.startsWith(ym(shift(0))));
    for (const item of startingThisMonth.slice(0, 5)) {
      const day = new Date(item.start.replace(' ', 'T'));
      const heading = `${day.toLocaleString('en', { weekday: 'long' })}`;
      const dayRow = cal.locator('[part~=day]').filter({ hasText: heading }).filter({ hasText: item.title });
      await expect(dayRow.first()).toBeVisible();
    }
    // an event's colours come from its venue
    const first = cal.locator('[part~=event]').first();
    const bg = await first.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(bg).not.toBe('rgba(0, 0, 0, 0)');
  });

  test('opens an event by mouse, with Enter Event when online entry is possible', async ({ page, request }) => {
    const items = await thisMonthItems(request, 2);
    const upcoming = (i: Item) => new Date(i.start.replace(' ', 'T')).getTime() > Date.now() + 3_600_000;
    const enterable = items.find((i) => i.can_enter_online && i.racers_event_id && upcoming(i));
    expect(enterable, 'the seed has an enterable event this month').toBeTruthy();
    await page.goto(`${pages()}/tests/browser/fixtures/calendar.html`);
    const cal = page.locator('#main');
    if (!enterable!.start.startsWith(ym(shift(0)))) await cal.getByRole('button', { name: 'Next month' }).click();
    await cal
      .locator('[part~=day]', { hasText: new Date(enterable!.start.replace(' ', 'T')).toLocaleString('en', { weekday: 'long' }) })
      .locator('[part~=event]', { hasText: enterable!.title })
      .first()
      .click();
    const dialog = cal.locator('dialog[open]');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('h2, h3').first()).toHaveText(enterable!.title);
    const link = dialog.getByRole('link', { name: 'Enter Event' });
    await expect(link).toHaveAttribute('href', `https://entries.venue.example/event/${enterable!.racers_event_id}`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);

    await cal.getByRole('button', { name: 'Today' }).click();
    const closed = items.find((i) => !i.can_enter_online && i.start.startsWith(ym(shift(0))));
    if (closed) {
      await cal.locator('[part~=event]', { hasText: closed.title }).first().click();
      await expect(cal.locator('dialog[open]')).toBeVisible();
      await expect(cal.locator('dialog[open]').getByRole('link', { name: 'Enter Event' })).toHaveCount(0);
    }
  });

  test("loads the event as its item is pointed at; the dialog opens whole, with the description and 'Enter Event', and keeps its height", async ({
    page,
    request,
  }) => {
    const { item, event } = await findEnterableEvent(request, api());
    await page.goto(`${pages()}/tests/browser/fixtures/calendar.html`);
    const cal = page.locator('#main');
    await expectDialogWholeAfterHover(page, cal, item, event);
  });

  test('a dialog opened before its event is in keeps its height when the event arrives', async ({ page, request }) => {
    const { item, event } = await findEnterableEvent(request, api());
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/v1\/lakeside\/event\?url=/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${pages()}/tests/browser/fixtures/calendar.html`);
    const cal = page.locator('#main');
    const target = await agendaItem(cal, item);
    await target.click();
    const dialog = cal.locator('dialog[open]');
    await expect(dialog.locator('[role=status]')).toBeVisible();
    const heights = recordDialogHeights(cal, { until: '.calendar-description', frames: 10 });
    release();
    await expect(dialog.locator('.calendar-description')).toContainText(firstWords(event.description!));
    await expect(dialog.getByRole('link', { name: 'Enter Event' })).toBeVisible();
    expect(new Set(await heights).size, 'the details fill the dialog without growing it').toBe(1);
  });

  test('opens an event by keyboard; focus moves in and back', async ({ page }) => {
    await page.goto(`${pages()}/tests/browser/fixtures/calendar.html`);
    const cal = page.locator('#main');
    const firstEvent = cal.locator('[part~=event]').first();
    await expect(firstEvent).toBeVisible();
    await firstEvent.focus();
    await page.keyboard.press('Enter');
    const dialog = cal.locator('dialog[open]');
    await expect(dialog).toBeVisible();
    const focusedInside = await page.evaluate(() => {
      const host = document.querySelector('#main')!;
      return host.shadowRoot!.activeElement?.closest('dialog') !== null;
    });
    expect(focusedInside).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(firstEvent).toBeFocused();
  });

  test('filters by venue and uses its own entry-url', async ({ page, request }) => {
    const items = await thisMonthItems(request);
    const venue = items[0].venue;
    await page.goto(`${pages()}/tests/browser/fixtures/calendar.html`);
    const cal = page.locator('#main');
    await cal.evaluate((el, v) => {
      el.setAttribute('venue', v);
      el.setAttribute('entry-url', 'https://club.example/enter?e={id}');
    }, venue);
    await expect(cal.locator('[part~=event]').first()).toBeVisible();
    const venues = await cal.locator('[part~=event] .venue').allTextContents();
    expect(venues.length).toBeGreaterThan(0);
    expect(new Set(venues)).toEqual(new Set([venue]));
    const enterable = items.find(
      (i) => i.can_enter_online && i.venue === venue && new Date(i.start.replace(' ', 'T')).getTime() > Date.now() + 3_600_000,
    );
    if (enterable) {
      await cal.locator('[part~=event]', { hasText: enterable.title }).first().click();
      await expect(cal.locator('dialog[open]').getByRole('link', { name: 'Enter Event' })).toHaveAttribute(
        'href',
        `https://club.example/enter?e=${enterable.racers_event_id}`,
      );
    }
  });

  test('puts schema.org Event data in the head, none in its light DOM', async ({ page }) => {
    await page.goto(`${pages()}/tests/browser/fixtures/calendar.html`);
    await expect(page.locator('#main [part~=event]').first()).toBeVisible();
    const script = page.locator('head > script[type="application/ld+json"][data-venue-structured-data="venue-calendar"]');
    await expect(script).toHaveCount(1);
    // A host framework that rendered the element on its server hydrates over its light DOM.
    expect(await page.locator('#main').evaluate((el) => el.childNodes.length)).toBe(0);
    const data = JSON.parse((await script.textContent()) ?? '[]');
    expect(data.length).toBeGreaterThan(0);
    expect(data[0]['@type']).toBe('Event');
    expect(data[0].startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00$/);
  });

  test('has no axe-core violations, closed and open, and reads at 320, 768 and 1280 px', async ({ page }, testInfo) => {
    await page.goto(`${pages()}/tests/browser/fixtures/calendar.html`);
    const cal = page.locator('#main');
    await expect(cal.locator('[part~=event]').first()).toBeVisible();
    expect(await axeViolations(page, '#main')).toEqual([]);
    for (const width of [320, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await cal.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow, `no horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`calendar-${width}.png`), fullPage: false });
    }
    await cal.locator('[part~=event]').first().click();
    await expect(cal.locator('dialog[open]')).toBeVisible();
    // Read once it has faded in: mid-animation its text is lighter than it will be.
    await cal.locator('dialog[open]').evaluate((dialog) => Promise.all(dialog.getAnimations({ subtree: true }).map((a) => a.finished)));
    expect(await axeViolations(page, '#main')).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('calendar-dialog.png') });
  });

  test('reserves its space before its code arrives (no layout shift)', async ({ page }) => {
    await page.route('**/dist/chunks/**', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.goto(`${pages()}/tests/browser/fixtures/calendar.html`);
    const before = await page.locator('#after').boundingBox();
    await expect(page.locator('#main [part~=event]').first()).toBeVisible();
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
              if (!e.hadRecentInput) total += e.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(before).not.toBeNull();
    expect(shift).toBeLessThan(0.1);
  });

  test('venues answered before the events fill the legend without moving the loading state', async ({ page }) => {
    await page.route('**/api/v1/lakeside/event/calendar**', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    const venuesIn = page.waitForResponse((r) => r.url().endsWith('/graphql'));
    await page.goto(`${pages()}/tests/browser/fixtures/calendar.html`);
    const cal = page.locator('#main');
    const status = cal.locator('[role=status]');
    await expect(status).toBeVisible();
    const before = (await status.boundingBox())!.y;
    await venuesIn;
    await expect(cal.locator('[part~=legend] li').first()).toBeVisible();
    expect((await status.boundingBox())!.y).toBe(before);
    await expect(cal.locator('[part~=event]').first()).toBeVisible();
  });

  test('the agenda does not wait for the venues, and the legend arriving after it moves nothing', async ({ page }) => {
    let releaseVenues = () => {};
    const venuesHeld = new Promise<void>((resolve) => (releaseVenues = resolve));
    await page.route('**/graphql', async (route) => {
      await venuesHeld;
      await route.continue();
    });
    await page.goto(`${pages()}/tests/browser/fixtures/calendar.html`);
    const cal = page.locator('#main');
    const firstEvent = cal.locator('[part~=event]').first();
    await expect(firstEvent).toBeVisible();
    await expect(cal.locator('[part~=legend]')).toHaveCount(0);
    const before = (await firstEvent.boundingBox())!.y;
    releaseVenues();
    await expect(cal.locator('[part~=legend] li').first()).toBeVisible();
    expect((await firstEvent.boundingBox())!.y).toBe(before);
  });

  test('the month view sets its text in three font faces at most', async ({ page }) => {
    // Each further size, weight or style is one more font lookup that a visitor's fresh page
    // pays in the calendar's first layout, after the data is in (calendar.css).
    await page.goto(`${pages()}/tests/browser/fixtures/calendar.html`);
    const cal = page.locator('#main');
    await expect(cal.locator('[part~=event]').first()).toBeVisible();
    await expect(cal.locator('[part~=legend] li').first()).toBeVisible();
    const faces = [...(await facesUsed(cal)).keys()];
    expect(faces.length, faces.join('\n')).toBeLessThanOrEqual(3);
  });

  test('at 320 px the legend keeps one line and scrolls sideways, by keyboard too', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`${pages()}/tests/browser/fixtures/calendar.html`);
    const legend = page.locator('#main [part~=legend]');
    await expect(legend.locator('li').first()).toBeVisible();
    const box = await legend.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      line: el.querySelector('li')!.getBoundingClientRect().height,
      overflows: el.scrollWidth > el.clientWidth,
    }));
    expect(box.height).toBeLessThan(box.line * 1.6);
    expect(box.overflows).toBe(true);
    await legend.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => legend.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });
});

test.describe('<venue-event-type> and <venue-event>', () => {
  test('an event type with future events: photo, Next Event with Enter, upcoming list, FAQ group', async ({ page, request }) => {
    const reply = await request.get(`${api()}/api/v1/lakeside/eventType/track-action-moto-ride-day`);
    const type = await reply.json();
    expect(type.events.length).toBeGreaterThan(0);
    await page.goto(`${pages()}/tests/browser/fixtures/event-type.html?type=track-action-moto-ride-day`);
    const el = page.locator('#main');
    await expect(el.locator('h1')).toHaveText(type.name);
    await expect(el.locator('[part~=hero] img[part=image]')).toBeVisible();
    await expect(el.getByRole('heading', { name: 'Next Event' })).toBeVisible();
    await expect(el.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
    await expect(el.locator('.event-list li')).toHaveCount(Math.min(type.events.length, 10));
    await expect(el.locator('[part~=faq] button[part=question]').first()).toBeVisible();
    expect(await axeViolations(page, '#main')).toEqual([]);
    // On a phone the photo stays inside its column: no sideways scrolling of the host page.
    await page.setViewportSize({ width: 375, height: 800 });
    const hero = (await el.locator('[part~=hero]').boundingBox())!;
    const column = (await el.boundingBox())!;
    expect(hero.x + hero.width).toBeLessThanOrEqual(column.x + column.width + 0.5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('a disabled event type says its entries are closed and offers no Enter button (001 §3 enabled)', async ({ page, request }) => {
    const path = '/api/v1/lakeside/eventType/track-action-moto-ride-day';
    const type = await (await request.get(`${api()}${path}`)).json();
    expect(type.events.some((e: { can_enter_online?: boolean }) => e.can_enter_online)).toBe(true);
    // The type as the API would give it disabled (GraphQL lakesideEventType, 001 §7).
    await page.route(`${api()}/graphql`, async (route) => {
      const reply = await route.fetch();
      if (!route.request().postData()?.includes('lakesideEventType')) return route.fulfill({ response: reply });
      const body = await reply.json();
      await route.fulfill({
        response: reply,
        json: { ...body, data: { lakesideEventType: { ...body.data.lakesideEventType, enabled: false } } },
      });
    });
    await page.goto(`${pages()}/tests/browser/fixtures/event-type.html?type=track-action-moto-ride-day`);
    const el = page.locator('#main');
    await expect(el.getByText('Entries are closed for this event type.')).toBeVisible();
    await expect(el.locator('.event-list li')).toHaveCount(Math.min(type.events.length, 10));
    await expect(el.locator('[part=enter-button]')).toHaveCount(0);
  });

  test('an event type without future events says so', async ({ page, request }) => {
    const list = (await (await request.get(`${api()}/api/v1/lakeside/eventType`)).json()).data as { url: string }[];
    let empty: string | undefined;
    for (const t of list) {
      const full = await (await request.get(`${api()}/api/v1/lakeside/eventType/${t.url}`)).json();
      if (!full.events.length) {
        empty = t.url;
        break;
      }
    }
    expect(empty, 'the seed has an event type without future events').toBeTruthy();
    await page.goto(`${pages()}/tests/browser/fixtures/event-type.html?type=${empty}`);
    const el = page.locator('#main');
    await expect(el.getByText('New dates to be announced soon')).toBeVisible();
    await expect(el.getByText('No upcoming events')).toBeVisible();
  });

  test('an unknown event type shows a notice, and <venue-event> shows one event', async ({ page, request }) => {
    const items = await thisMonthItems(request);
    await page.goto(`${pages()}/tests/browser/fixtures/event-type.html?type=no-such-type&event=${items[0].id}`);
    await expect(page.locator('#main').getByText('This event could not be found.')).toBeVisible();
    await expect(page.locator('#event h1')).toHaveText(items[0].title);
  });

  test('<venue-event> whose reply has a blank name shows the notice, not an empty title', async ({ page, request }) => {
    const items = await thisMonthItems(request);
    await page.route(`${api()}/api/v1/lakeside/event?*`, async (route) => {
      const response = await route.fetch();
      return route.fulfill({ response, json: { ...(await response.json()), name: '  ', start_time: 'soon' } });
    });
    await page.goto(`${pages()}/tests/browser/fixtures/event-type.html?type=no-such-type&event=${items[0].id}`);
    await expect(page.locator('#event').getByText('This event could not be found.')).toBeVisible();
    await expect(page.locator('#event h1')).toHaveCount(0);
  });
});
