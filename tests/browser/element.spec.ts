import { expect, test } from '@playwright/test';
import { isChunk } from '../chunks';
import { FAQS, SITE, openSite, questions, script } from './site';

const page1 = (body: string, head = '') => `<!doctype html><html><head>${head}${script()}</head><body>${body}</body></html>`;

test.describe('elements made by the factory', () => {
  test('host page CSS, even !important and html { font-size: 10px }, changes nothing inside', async ({ page }) => {
    const hostile = `<style>
      html { font-size: 10px !important; }
      * { color: red !important; font-family: 'Comic Sans MS', cursive !important; line-height: 5 !important;
          letter-spacing: 4px !important; text-transform: uppercase !important; box-sizing: content-box !important; }
      button { background: yellow !important; padding: 40px !important; }
      venue-faq { font-size: 40px !important; }
    </style>`;
    await openSite(page, page1('<venue-faq group="faqs"></venue-faq>', hostile));
    await expect(questions(page)).toHaveCount(3);
    const inside = await questions(page)
      .first()
      .evaluate((el) => {
        const s = getComputedStyle(el);
        return {
          color: s.color,
          font: s.fontFamily,
          size: s.fontSize,
          transform: s.textTransform,
          bg: s.backgroundColor,
          padding: s.paddingTop,
          spacing: s.letterSpacing,
        };
      });
    expect(inside.color).not.toBe('rgb(255, 0, 0)');
    expect(inside.font).not.toContain('Comic');
    expect(inside.size).toBe('16px');
    expect(inside.transform).toBe('none');
    expect(inside.bg).not.toBe('rgb(255, 255, 0)');
    expect(inside.padding).not.toBe('40px');
    expect(inside.spacing).toBe('normal');
  });

  test('elements already on the page render each in a task of its own, apart from the one that defines their tag', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { firstRenders: number[]; renderedAtDefine: number; inDefiningTask: boolean };
      w.firstRenders = [];
      w.inDefiningTask = false;
      // A MutationObserver's callback comes at the microtask checkpoint after the changes it
      // reports, so renders made in one task (its microtasks included) come in one callback: how
      // many elements first rendered in each, and whether any did in the task that defined them.
      const rendered = new Set<Element>();
      const observer = new MutationObserver((records) => {
        const hosts = new Set(records.map((r) => (r.target.getRootNode() as ShadowRoot).host).filter((host) => !rendered.has(host)));
        hosts.forEach((host) => rendered.add(host));
        if (hosts.size) w.firstRenders.push(w.inDefiningTask ? -hosts.size : hosts.size);
      });
      const attach = Element.prototype.attachShadow;
      Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
        const root = attach.call(this, init);
        observer.observe(root, { childList: true, subtree: true });
        return root;
      };
      const define = customElements.define.bind(customElements);
      customElements.define = (name, constructor, options) => {
        // A timer set before the definition runs before any task the definition starts.
        w.inDefiningTask = true;
        setTimeout(() => (w.inDefiningTask = false));
        define(name, constructor, options);
        if (name !== 'venue-faq') return;
        w.renderedAtDefine = [...document.querySelectorAll('venue-faq')].filter((el) => el.shadowRoot?.querySelector('.venue-root')).length;
      };
    });
    await openSite(
      page,
      page1('<venue-faq group="faqs"></venue-faq><venue-faq group="faqs" toc></venue-faq><venue-faq group="faqs"></venue-faq>'),
    );
    await expect(questions(page)).toHaveCount(9);
    const { firstRenders, renderedAtDefine } = await page.evaluate(() => {
      const w = window as unknown as { firstRenders: number[]; renderedAtDefine: number };
      return { firstRenders: w.firstRenders, renderedAtDefine: w.renderedAtDefine };
    });
    expect(renderedAtDefine).toBe(0);
    expect(firstRenders).toEqual([1, 1, 1]);
  });

  test("each element's first render shows its component: no empty pass before the component's code is in", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { firstPasses: boolean[] };
      w.firstPasses = [];
      // The first commit into each shadow root: does its .venue-root hold anything yet?
      const attach = Element.prototype.attachShadow;
      Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
        const root = attach.call(this, init);
        const observer = new MutationObserver(() => {
          const shell = root.querySelector('.venue-root');
          if (!shell) return;
          observer.disconnect();
          w.firstPasses.push(Boolean(shell.firstElementChild));
        });
        observer.observe(root, { childList: true, subtree: true });
        return root;
      };
    });
    // As the script tag loads them, and as an element added once the code is in.
    await openSite(page, page1('<venue-faq group="faqs"></venue-faq><venue-faq group="faqs" toc></venue-faq>'));
    await expect(questions(page)).toHaveCount(6);
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<venue-faq group="faqs"></venue-faq>'));
    await expect(questions(page)).toHaveCount(9);
    expect(await page.evaluate(() => (window as unknown as { firstPasses: boolean[] }).firstPasses)).toEqual([true, true, true]);
  });

  test('around the deferred first renders: a later element renders as it connects, a removed one never, a changed one once', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      const w = window as unknown as { renders: Record<string, number>; laterAtOnce: boolean; removed: Element };
      w.renders = {};
      const define = customElements.define.bind(customElements);
      customElements.define = (name, constructor, options) => {
        if (name === 'venue-faq') {
          // Each render the element makes into its React root, by the element's data-name.
          const render = constructor.prototype.render;
          constructor.prototype.render = function (this: HTMLElement & { root?: unknown }, ...args: unknown[]) {
            if (this.root) w.renders[this.dataset.name!] = (w.renders[this.dataset.name!] ?? 0) + 1;
            return render.apply(this, args);
          };
        }
        define(name, constructor, options);
        if (name !== 'venue-faq') return;
        // Once define() has returned, still in the task that defined the tag, before the deferred
        // first renders have run.
        queueMicrotask(() => {
          const removed = document.querySelector('venue-faq[data-name=removed]')!;
          removed.remove();
          w.removed = removed;
          document.querySelector('venue-faq[data-name=changed]')!.setAttribute('heading', 'Changed before its first render');
          const later = document.createElement('venue-faq');
          later.dataset.name = 'later';
          later.setAttribute('group', 'faqs');
          document.body.append(later);
          // In the task it was connected in, once this script is done.
          queueMicrotask(() => (w.laterAtOnce = Boolean(later.shadowRoot?.querySelector('.venue-root'))));
        });
      };
    });
    await openSite(
      page,
      page1('<venue-faq group="faqs" data-name="removed"></venue-faq><venue-faq group="faqs" data-name="changed"></venue-faq>'),
    );
    await expect(questions(page)).toHaveCount(6);
    await expect(
      page.locator('venue-faq[data-name=changed]').getByRole('heading', { name: 'Changed before its first render' }),
    ).toBeVisible();
    const { renders, laterAtOnce, removedContent } = await page.evaluate(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const w = window as unknown as { renders: Record<string, number>; laterAtOnce: boolean; removed: Element };
      return { renders: w.renders, laterAtOnce: w.laterAtOnce, removedContent: w.removed.shadowRoot?.childElementCount ?? 0 };
    });
    expect(laterAtOnce).toBe(true);
    expect(removedContent).toBe(0);
    // The attribute's render is the first; the deferred one it overtook does not follow.
    expect(renders).toEqual({ changed: 1, later: 1 });
    expect(errors).toEqual([]);
  });

  test('an element added once its code and data are in gives up its reserved box at once', async ({ page }) => {
    await openSite(page, page1('<venue-faq group="faqs"></venue-faq><div id="later"></div>'));
    await expect(questions(page)).toHaveCount(3);
    // A single-page app's next view: the same FAQ again, its code defined and its data cached, so it
    // renders its questions as it connects; and one more, reserved at 900 px as a visitor's
    // remembered height reserves it (the loader's box; the FAQ's own is --venue-reserve's).
    await page.evaluate(() => {
      document.querySelector('venue-faq')!.remove();
      document.getElementById('later')!.innerHTML =
        '<venue-faq group="faqs"></venue-faq><venue-faq group="faqs" style="--venue-remembered: 900px"></venue-faq>';
    });
    const added = page.locator('#later venue-faq');
    await expect(questions(page, '#later venue-faq')).toHaveCount(6);
    for (const el of await added.all()) {
      await expect(el).toHaveAttribute('data-venue-ready', '');
      expect(await el.evaluate((e) => e.getBoundingClientRect().height)).toBeLessThan(400);
    }
  });

  test('no style leaks out to the host page', async ({ page }) => {
    const probe = '<h3 id="probe">Host heading</h3><button id="host-button">Host</button><p><a id="host-link" href="#">link</a></p>';
    await openSite(page, page1(probe));
    const before = await page.evaluate(() =>
      ['#probe', '#host-button', '#host-link'].map((s) => {
        const st = getComputedStyle(document.querySelector(s)!);
        return [st.color, st.fontFamily, st.fontSize, st.margin, st.padding, st.outline].join('|');
      }),
    );
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<venue-faq group="faqs" toc></venue-faq>'));
    await expect(questions(page)).toHaveCount(3);
    const after = await page.evaluate(() =>
      ['#probe', '#host-button', '#host-link'].map((s) => {
        const st = getComputedStyle(document.querySelector(s)!);
        return [st.color, st.fontFamily, st.fontSize, st.margin, st.padding, st.outline].join('|');
      }),
    );
    expect(after).toEqual(before);
    // No <style> at all in the host page: only the loader's reservation, as one adopted sheet
    // whose every rule is about venue-* tags.
    expect(await page.evaluate(() => document.querySelectorAll('style').length)).toBe(0);
    const selectors = await page.evaluate(() =>
      document.adoptedStyleSheets.flatMap((s) => [...s.cssRules].map((r) => (r as CSSStyleRule).selectorText)),
    );
    expect(selectors.length).toBeGreaterThan(0);
    // :where(venue-a, venue-b) or :where(:is(venue-a, venue-b):not([data-venue-ready])), the latter
    // maybe for the loader's held elements only ([data-venue-held]): venue-* tags only
    for (const selector of selectors) {
      const list = /^:where\((?::is\(([^)]*)\)(?:\[data-venue-held\])?:not\(\[data-venue-ready\]\)|([^)]*))\)$/.exec(selector);
      expect(list, selector).not.toBeNull();
      expect(
        (list![1] ?? list![2]).split(/,\s*/).every((tag) => /^venue-[a-z-]+$/.test(tag)),
        selector,
      ).toBe(true);
    }
  });

  test('one shared stylesheet object per CSS file across instances', async ({ page }) => {
    await openSite(page, page1('<venue-faq group="faqs"></venue-faq><venue-faq group="faqs"></venue-faq>'));
    await expect(questions(page)).toHaveCount(6);
    const same = await page.evaluate(() => {
      const [a, b] = Array.from(document.querySelectorAll('venue-faq')).map((el) => el.shadowRoot!.adoptedStyleSheets);
      return a.length > 1 && a.length === b.length && a.every((sheet, i) => sheet === b[i]);
    });
    expect(same).toBe(true);
  });

  test('a bare boolean attribute is true, and removing it clears the prop', async ({ page }) => {
    await openSite(page, page1('<venue-faq group="faqs" toc></venue-faq>'));
    const toc = page.locator('venue-faq nav[part=toc]');
    await expect(toc).toBeVisible();
    await page.locator('venue-faq').evaluate((el) => el.removeAttribute('toc'));
    await expect(toc).toHaveCount(0);
    await page.locator('venue-faq').evaluate((el) => el.setAttribute('toc', 'false'));
    await expect(toc).toHaveCount(0);
    await page.locator('venue-faq').evaluate((el) => el.setAttribute('toc', ''));
    await expect(toc).toBeVisible();
  });

  test('a property set before the element is defined is kept', async ({ page }) => {
    await openSite(page, page1('<div id="host"></div>'));
    await page.evaluate(() => {
      const el = document.createElement('venue-faq') as HTMLElement & { heading: string };
      el.heading = 'Set early';
      document.getElementById('host')!.append(el);
    });
    await expect(page.locator('venue-faq h2')).toHaveText('Set early');
  });

  test('a render error shows a translated message and a venue-error event, not a blank element', async ({ page }) => {
    await openSite(page, page1('<venue-faq></venue-faq>'), {
      // a question that is not an object: the component fails on it while rendering
      api: () => ({ body: { data: [null] } }),
    });
    const message = page.locator('venue-faq [role=alert]');
    await expect(message).toContainText('Something went wrong');
    await page.evaluate(() => {
      (window as unknown as { errors: string[] }).errors = [];
    });
    // the event is dispatched from the element, bubbling and composed, so the document hears it
    const detail = await page.evaluate(
      () =>
        new Promise((resolve) => {
          document.addEventListener('venue-error', (e) => resolve((e as CustomEvent).detail), { once: true });
          document.body.insertAdjacentHTML('beforeend', '<venue-faq></venue-faq>');
        }),
    );
    expect(detail).toMatchObject({ element: 'venue-faq' });
  });

  test('a failed call shows a visible error with a retry that works', async ({ page }) => {
    let failing = true;
    let calls = 0;
    await openSite(page, page1('<venue-faq group="faqs"></venue-faq>'), {
      api: () => (calls++, failing ? { status: 503, body: { message: 'Maintenance' } } : { body: { data: FAQS } }),
    });
    const alert = page.locator('venue-faq [role=alert]');
    await expect(alert).toContainText('The questions could not be loaded.');
    const retry = alert.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible();
    // A component that mounts over a call that has already failed asks once more by itself (its
    // effect runs after the frame that showed the error): let that one fail too, so that the
    // button is what brings the questions.
    await page.waitForTimeout(500);
    await expect(alert).toBeVisible();
    const before = calls;
    failing = false;
    await retry.click();
    await expect(questions(page)).toHaveCount(3);
    expect(calls).toBe(before + 1);
  });

  test('code that fails to arrive shows the error with a retry that loads it again', async ({ page }) => {
    // The lightbox's code is loaded when a picture is first opened.
    let asked = 0;
    const slides = ['Race Day', 'Ride Day'].map((heading, id) => ({
      id,
      heading,
      image: { url: `${SITE}/slide-${id}.jpg`, width: 1600, height: 500 },
    }));
    await openSite(page, page1('<venue-gallery gallery="home" use-lightbox></venue-gallery>'), {
      api: (url) => (url.pathname === '/api/v1/cognito/gallery' ? { body: { id: 1, heading: 'Home', slides } } : { status: 404, body: {} }),
      unavailable: (file) => isChunk('Lightbox')(file) && asked++ === 0,
    });
    await page.locator('venue-gallery [part=open]').first().click();
    const alert = page.locator('venue-gallery [role=alert]');
    await expect(alert).toContainText('Something went wrong while showing this part of the page.');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.locator('venue-gallery [part=open]').first().click();
    await expect(page.locator('venue-gallery dialog.lightbox')).toBeVisible();
    expect(asked).toBe(2);
  });

  test('an element whose own component fails to arrive is still defined, shows the error, and its retry loads it', async ({ page }) => {
    // Refused to the loader's import and to the element's own while the page's connection is
    // down (one request or two: an import() made while the other's is on its way shares it).
    let down = true;
    let asked = 0;
    const messages: string[] = [];
    page.on('console', (m) => m.type() === 'error' && messages.push(m.text()));
    await openSite(page, page1('<venue-faq group="faqs"></venue-faq>'), {
      unavailable: (file) => {
        if (!isChunk('Faq')(file)) return false;
        asked++;
        return down;
      },
    });
    const alert = page.locator('venue-faq [role=alert]');
    await expect(alert).toBeVisible();
    expect(messages.some((text) => text.includes('<venue-faq> could not be loaded'))).toBe(true);
    const refused = asked;
    expect(refused).toBeGreaterThan(0);
    down = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(questions(page)).toHaveCount(3);
    expect(asked).toBe(refused + 1);
  });

  test('CMS HTML is sanitised: no script runs from an answer', async ({ page }) => {
    await openSite(page, page1('<venue-faq group="faqs"></venue-faq>'));
    await questions(page).nth(2).click();
    await expect(page.locator('venue-faq [part=answer]').nth(2)).toContainText('$49.95');
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('venue-faq [part=answer] img').nth(0).getAttribute('onerror')).toBeNull();
  });

  test('sets lang and dir for the language it shows (Arabic right to left)', async ({ page }) => {
    await openSite(page, page1('<venue-faq group="faqs" lang="ar"></venue-faq><venue-faq group="faqs"></venue-faq>'));
    const roots = page.locator('venue-faq [part=base]');
    await expect(roots.first()).toHaveAttribute('lang', 'ar');
    await expect(roots.first()).toHaveAttribute('dir', 'rtl');
    await expect(roots.nth(1)).toHaveAttribute('lang', 'en');
    await expect(roots.nth(1)).toHaveAttribute('dir', 'ltr');
  });
});
