import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * A <venue-calendar> is the box reserved for it (calendar.css): its block size reads the same
 * variables as the reservation, and its fallback, for a page with neither the stylesheet nor the
 * loader, is the element's own @reserve height.
 */
const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

describe('the calendar element keeps its reserved box', () => {
  it('sizes the month from --venue-reserve and --venue-own, falling back to its @reserve', () => {
    const reserve = /@reserve\s+(\S+)/.exec(read('elements/venue-calendar.ts'))?.[1];
    expect(reserve).toMatch(/^\d+px$/);
    const rule = /:host\(venue-calendar\) \.calendar \{([^}]*)\}/.exec(read('src/widgets/calendar/calendar.css'))?.[1] ?? '';
    expect(rule).toContain(`block-size: var(--venue-reserve, var(--venue-own, ${reserve}));`);
  });

  it('reserves with the same variables, the remembered height first', () => {
    expect(read('src/loader/reserve.ts')).toContain('min-height:var(--venue-remembered,var(--venue-reserve,var(--venue-own)))');
  });
});
