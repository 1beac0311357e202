import type { Locator } from '@playwright/test';

export interface ScrollRun {
  /** scrollY when the click happened. */
  start: number;
  /** [ms after the click, scrollY] at each animation frame (its time) for `ms` after it. */
  samples: [number, number][];
  /** Ms from the click until the page had done its work for it (the scroll starts in between). */
  handled: number;
}

/**
 * Clicks `target` from inside the page (Playwright's own click would first scroll it into view)
 * and records the window's scroll position at every frame for `ms` milliseconds afterwards.
 */
export async function clickAndSampleScroll(target: Locator, ms = 800): Promise<ScrollRun> {
  return target.evaluate(
    (el, ms) =>
      new Promise<ScrollRun>((resolve) => {
        const start = window.scrollY;
        const clicked = performance.now();
        const samples: [number, number][] = [];
        // The frame's own time, which the page's animation in the same frame also reads.
        const record = (time: number) => {
          const at = time - clicked;
          samples.push([at, window.scrollY]);
          if (at < ms) requestAnimationFrame(record);
          else resolve({ start, samples, handled });
        };
        let handled = 0;
        (el as HTMLElement).click();
        // Queued after the click's own work (React flushes a click's update in a microtask), so
        // that in each frame the page's scroll step runs before this one reads the position.
        queueMicrotask(() => {
          handled = performance.now() - clicked;
          requestAnimationFrame(record);
        });
      }),
    ms,
  );
}
