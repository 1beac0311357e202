// Interaction to next paint on the calibrated phone (calibrate.mjs: the CPU slowed by
// 4 × benchmarkIndex / 1750 through the DevTools protocol), on the site as the server renders it
// (site.mjs): five interactions, each on a cold load once the page is idle (loaded, hydrated, no
// long task for 3 s) and once as soon as its target shows (the page still hydrating: a click before
// its part hydrates is replayed by React once it is, or lost, which is marked). An interaction's latency is the longest duration of
// its events (Event Timing API, `PerformanceObserver({ type: 'event', durationThreshold: 16 })`,
// plus the first input, which is reported whatever its length); for typing, the slowest
// keystroke, as the browser's INP takes it. Under 16 ms is shown as "< 16". Goal: ≤ 200 ms in
// every run. Beside it, for a click, the time to its effect: from the press to the first check that
// sees what shows it worked (at most a frame and a round trip late). A press on a part not live
// yet (a row below the first that waits to be seen, or the page before it hydrates) is held and
// done once the part is live: its event is quick, so the event timing alone would hide the wait.
// Printed, never asserted.
//
//   node tests/perf/bench.mjs --only inp      (INP_RUNS=n: runs per interaction and moment, default 5;
//                                              INP_ONLY=gallery,menu: the interactions whose names hold those words;
//                                              INP_TRACE=1: the tasks around each press, logged)
import { calibrate, describe } from './calibrate.mjs';
import { markdownTable, openPhone, quantile, readPerf, waitIdle } from './phone.mjs';
import { siteServer } from './site.mjs';
import { describeTask, longTaskParts, startTrace } from './trace.mjs';

const RUNS = Number(process.env.INP_RUNS) || 5;
const ONLY = process.env.INP_ONLY?.split(',');
const GOAL_MS = 200;
/** INP_TRACE=1: every run traced, and the tasks of 10 ms or more around its press printed with their parts (trace.mjs). */
const TRACE = Boolean(process.env.INP_TRACE);

/**
 * A visitor's press: the pointer moved to the middle of the target, pressed and released there.
 * Not Playwright's `click()`, whose check that the target is hit runs in the page on every event
 * of the press (listeners that call `elementsFromPoint` through each shadow root): on the slowed
 * CPU a trace gave those checks a tenth to a third of a press's task, time a visitor's press
 * does not have.
 */
async function press(target) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('the target has no box to press');
  await target.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * name, page, viewport, the target (a locator on the page), how the visitor comes to it (none:
 * the press scrolls it into view), what to do to it, and what shows that it worked (a locator
 * that becomes visible), all in the site's own words.
 */
const INTERACTIONS = [
  {
    name: 'open a calendar event',
    path: '/calendar',
    target: (page) => page.locator('[part~=event]').first(),
    act: press,
    done: (page) => page.getByRole('dialog'),
  },
  {
    name: 'open the menu (375 px)',
    path: '/',
    viewport: { width: 375, height: 812 },
    target: (page) => page.getByRole('button', { name: 'Menu', exact: true }),
    act: press,
    // The menu's first link shows: the popover is open (before the header is live, its toggle has no aria-expanded).
    done: (page) => page.locator('venue-site nav').getByRole('link', { name: 'Home' }),
  },
  {
    name: 'add a product to the cart',
    path: '/shop',
    target: (page) => page.getByRole('button', { name: 'Add to cart' }).first(),
    act: press,
    // The message is a status for screen readers too: there once it is in the page.
    done: (page) => page.getByText(/was added to your cart/).first(),
    doneState: 'attached',
  },
  {
    name: 'type in the login form',
    path: '/login',
    target: (page) => page.getByRole('textbox', { name: /^E-mail address/ }).first(),
    act: (target) => target.pressSequentially('demo@venue.example'),
    done: (page) => page.getByRole('textbox', { name: /^E-mail address/ }).first(),
    value: 'demo@venue.example',
  },
  {
    name: 'move a gallery slide',
    path: '/',
    target: (page) => page.getByRole('button', { name: 'Next slide' }).first(),
    act: press,
    // The count moves on from the first slide (it is off the first one, if autoplay was first).
    done: (page) => page.locator('.slider-count').first().filter({ hasNotText: /^1 of/ }),
  },
  {
    // The home page's calendar, a screen and more below the first, scrolled to as a visitor
    // does, a wheel step of 200 px every 200 ms, and pressed as soon as its first event is in view.
    name: 'open a calendar event on the home page, scrolled to',
    path: '/',
    target: (page) => page.locator('[part~=event]').first(),
    approach: async (page, target) => {
      const { width, height } = page.viewportSize();
      await page.mouse.move(width / 2, height / 2);
      for (let step = 0; step < 30; step++) {
        const box = await target.boundingBox();
        if (box && box.y >= 0 && box.y + box.height <= height) return;
        await page.mouse.wheel(0, 200);
        await page.waitForTimeout(200);
      }
    },
    act: press,
    done: (page) => page.getByRole('dialog'),
  },
];

/** One cold load and one interaction; the latency (ms, 0 when every event was under 16 ms) and whether it worked. */
async function interactOnce(browser, origin, interaction, { idle, calibration }) {
  const { context, page } = await openPhone(browser, { calibration, viewport: interaction.viewport });
  try {
    const tracing = TRACE && (await startTrace(browser, page));
    await page.goto(`${origin}/site${interaction.path}`, { waitUntil: 'commit' });
    const target = interaction.target(page);
    await target.waitFor({ state: 'visible', timeout: 60_000 });
    if (idle) await waitIdle(page);
    await interaction.approach?.(page, target);
    // The press, as the page's first listener hears it (before the loader's and React's).
    await page.evaluate(() => {
      const mark = () => (window.__pressedAt ??= performance.now());
      for (const type of ['pointerdown', 'keydown']) addEventListener(type, mark, { capture: true, once: true });
    });
    await interaction.act(target);
    // It worked (a click before hydration is replayed once its part hydrates), then two frames
    // and a moment for the last entries to be reported.
    let worked = true;
    await interaction
      .done(page)
      .waitFor({ state: interaction.doneState ?? 'visible', timeout: 10_000 })
      .catch(() => (worked = false));
    const effect = interaction.value || !worked ? undefined : await page.evaluate(() => performance.now() - window.__pressedAt);
    if (interaction.value) worked = (await target.inputValue().catch(() => '')) === interaction.value;
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 500)))));
    const { events, firstInput } = await readPerf(page);
    const latency = Math.max(0, ...events.map((e) => e.duration), firstInput?.duration ?? 0);
    // The slowest event's time: its wait for the main thread, its listeners, the frame after them.
    const slowest = events.reduce((a, e) => (!a || e.duration > a.duration ? e : a), undefined);
    const split = slowest && [slowest.delay, slowest.processing, slowest.duration - slowest.delay - slowest.processing];
    const tasks = tracing ? await tasksAround(browser, tracing, page, latency) : [];
    return { latency, effect, worked, split, tasks };
  } finally {
    await context.close();
  }
}

/** The traced tasks of 10 ms or more from 100 ms before the press to its next paint, described. */
async function tasksAround(browser, tracing, page, latency) {
  const { firstPaint, pressedAt } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByType('paint').find((e) => e.name === 'first-paint')?.startTime,
    pressedAt: window.__pressedAt,
  }));
  const tasks = await longTaskParts(browser, tracing, { firstPaint, longest: 10 });
  return tasks
    .filter(({ start, duration }) => start + duration > pressedAt - 100 && start < pressedAt + latency)
    .map((task) => `${describeTask({ ...task, start: task.start - pressedAt })} (ms from the press)`);
}

/** The slowest run's slowest event, split into its input delay, its listeners and the frame after them. */
function splitOfSlowest(runs) {
  const slowest = runs.filter((r) => r.split).reduce((a, r) => (!a || r.latency > a.latency ? r : a), undefined);
  return slowest ? slowest.split.map((ms) => Math.round(ms)).join(' / ') : '–';
}

async function measure({ browser, staticUrl, apiUrl, log, calibration }) {
  const site = await siteServer(staticUrl, apiUrl);
  const rows = [];
  const notes = [];
  const lost = []; // runs in which the interaction did nothing the visitor could see
  try {
    for (const path of new Set(INTERACTIONS.map((i) => i.path))) await fetch(`${site.origin}/site${path}`).then((r) => r.text());
    for (const interaction of INTERACTIONS.filter(({ name }) => !ONLY || ONLY.some((word) => name.includes(word)))) {
      for (const idle of [true, false]) {
        const runs = [];
        for (let run = 0; run < RUNS; run++) {
          runs.push(await interactOnce(browser, site.origin, interaction, { idle, calibration }).catch((error) => ({ error })));
          log(`inp ${interaction.name} (${idle ? 'idle' : 'hydrating'}) run ${run + 1}/${RUNS}`);
          for (const task of runs.at(-1).tasks ?? []) log(`  ${task}`);
        }
        const ok = runs.filter((r) => !r.error);
        for (const r of runs.filter((r) => r.error)) notes.push(`${interaction.name}: ${r.error.message.split('\n')[0]}`);
        const failed = ok.filter((r) => !r.worked).length;
        if (failed) lost.push(`${interaction.name} (${idle ? 'idle' : 'as it shows'}): in ${failed} of ${ok.length} runs`);
        const ms = ok.map((r) => r.latency);
        const shown = (n) => (!Number.isFinite(n) ? '–' : n < 16 ? '< 16' : String(Math.round(n)));
        const over = ms.filter((n) => n > GOAL_MS).length;
        const effects = ok.map((r) => r.effect).filter(Number.isFinite);
        rows.push([
          interaction.name,
          idle ? 'idle' : 'as it shows',
          `${ok.length}/${runs.length}`,
          shown(quantile(ms, 0.5)),
          shown(Math.max(...ms)),
          over ? `no (${over} over)` : 'yes',
          ok.map((r) => `${shown(r.latency)}${r.worked ? '' : ' ✗'}`).join(', '),
          effects.length ? `${Math.round(quantile(effects, 0.5))} (max ${Math.round(Math.max(...effects))})` : '–',
          splitOfSlowest(ok),
        ]);
      }
    }
  } finally {
    await site.close();
  }
  return [
    `Interaction to next paint (Event Timing API), the site rendered by the server, ${RUNS} cold loads per row,`,
    `412×823 unless said, ${describe(calibration)}:`,
    '',
    ...markdownTable(
      [
        'interaction',
        'when',
        'runs',
        'median ms',
        'max ms',
        `≤ ${GOAL_MS} ms every run`,
        'each run, ms',
        'press to effect, ms (median)',
        'slowest run: delay / listeners / frame',
      ],
      rows,
    ),
    '(press to effect: from the press to what shows it worked, held presses included; not for typing. The slowest run',
    "split into its slowest event's wait for the main thread, its listeners and the frame after them, ms.)",
    ...(lost.length
      ? [
          '',
          '✗: the interaction had no effect within 10 s (a click or keystroke before its part hydrated, lost; its latency is then',
          "only the browser's own):",
          ...lost.map((n) => `  ${n}`),
        ]
      : []),
    ...notes.map((n) => `  Note: ${n}`),
  ];
}

export default async function inpBench({ apiUrl }) {
  return {
    pages: [],
    scenarios: [
      {
        id: 'inp',
        run: async ({ browser, url, log }) => measure({ browser, staticUrl: url, apiUrl, log, calibration: await calibrate({ log }) }),
      },
    ],
  };
}
