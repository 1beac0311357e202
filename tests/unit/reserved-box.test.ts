import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * A <venue-calendar> and a <venue-faq> are the box reserved for them (calendar.css, faq.css):
 * their block size reads the same variables as the reservation, and its fallback, for a page with
 * neither the stylesheet nor the loader, is the element's own @reserve height.
 */
const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const reserveOf = (tag: string) => /@reserve\s+(\S+)/.exec(read(`elements/${tag}.ts`))?.[1];
const rule = (file: string, selector: string) =>
  new RegExp(`${selector.replace(/[()[\].]/g, '\\$&')} \\{([^}]*)\\}`).exec(read(file))?.[1] ?? '';

describe('an element keeps its reserved box', () => {
  it('the calendar sizes the month from --venue-reserve and --venue-own, falling back to its @reserve', () => {
    const reserve = reserveOf('venue-calendar');
    expect(reserve).toMatch(/^\d+px$/);
    expect(rule('src/widgets/calendar/calendar.css', ':host(venue-calendar) .calendar')).toContain(
      `block-size: var(--venue-reserve, var(--venue-own, ${reserve}));`,
    );
  });

  it('the FAQ is at least that box, its questions clipped to it until the visitor acts', () => {
    const reserve = reserveOf('venue-faq');
    expect(reserve).toMatch(/^\d+px$/);
    const css = 'src/widgets/faq/faq.css';
    expect(rule(css, ':host(venue-faq)')).toContain(`--_box: var(--venue-reserve, var(--venue-own, ${reserve}));`);
    expect(rule(css, ':host(venue-faq) .faq,\n:host(venue-faq) .faq-empty')).toContain('min-block-size: var(--_box);');
    expect(rule(css, ':host(venue-faq) .faq:not([data-whole]) .faq-body')).toContain('max-block-size: var(--_box);');
    expect(rule(css, ':host(venue-faq) .faq[data-clipped] .faq-body')).toContain('max-block-size: calc(var(--_box) - var(--_more));');
    expect(rule(css, '.faq-more')).toContain('block-size: var(--_more);');
  });

  it('reserves with the same variables, the remembered height first', () => {
    expect(read('src/loader/reserve.ts')).toContain('min-height:var(--venue-remembered,var(--venue-reserve,var(--venue-own)))');
  });
});
