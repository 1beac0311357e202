import { describe, expect, it } from 'vitest';
import type { PageRow, PageWidget } from '../../src/api/pages';
import { isStillRow } from '../../src/site/stillRows';

const widget = (outer: string, templatevar: Record<string, unknown> = {}): PageWidget => ({
  outer,
  type: outer,
  templatevar: { widget_is_visible: 1, ...templatevar },
});
const row = (...widgets: PageWidget[]): PageRow => ({ row_type: 'columns', blocks: [{ id: 'a', widgets }] });

describe('a row the browser never changes', () => {
  it('is one of headings, titles on a picture, heroes with a picture and links as buttons', () => {
    expect(isStillRow(row(widget('hero_quote', { heading: 'Lakeside Park', background_image: 'b58f440b255f', parallax: 1 })))).toBe(true);
    expect(isStillRow(row(widget('heading', { heading: 'Coming up' }), widget('tpl/heading', { title: 'About' })))).toBe(true);
    expect(isStillRow(row(widget('button_link', { button_text: 'Calendar', button_url: '/calendar', login_redirect: 0 })))).toBe(true);
    // Across its blocks, and with a widget hidden for good.
    const twoBlocks: PageRow = {
      row_type: 'columns',
      blocks: [
        { id: 'a', widgets: [widget('button_link', { button_text: 'Shop', button_url: '/shop' })] },
        { id: 'b', widgets: [widget('heading', { heading: 'Hidden', widget_is_visible: 0 })] },
      ],
    };
    expect(isStillRow(twoBlocks)).toBe(true);
  });

  it('is one of CMS text, and of pictures beside CMS text with a link as a button', () => {
    expect(
      isStillRow(
        row(
          widget('heading', { heading: 'Refunds' }),
          widget('core/html', { html: '<p>Entries close <a href="/calendar">the day before</a>.</p>' }),
        ),
      ),
    ).toBe(true);
    expect(isStillRow(row(widget('html', { html: '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>' })))).toBe(true);
    expect(isStillRow(row(widget('call_to_action', { left_image: '2a82a187b4fb', text: '<p>Hire gear</p>' })))).toBe(true);
    expect(
      isStillRow(
        row(
          widget('image_with_content', {
            image: '2a82a187b4fb',
            html: '<p>Ride days</p>',
            button_text: 'Book',
            button_link: '/booking-enquiry',
          }),
        ),
      ),
    ).toBe(true);
  });

  it('is not one with a widget that does something in the browser, or of a kind the site does not know', () => {
    // A kind named as an object's own property is no still kind either.
    for (const live of [
      'calendar',
      'gallery',
      'faq',
      'form',
      'hero_testimonial',
      'raw_code',
      'unknown_kind',
      'toString',
      'constructor',
      '__proto__',
    ])
      expect(isStillRow(row(widget('heading', { heading: 'Coming up' }), widget(live))), live).toBe(false);
  });

  it('is not one whose settings bring behaviour: a hero with a video, a button that sends a visitor to log in first', () => {
    expect(isStillRow(row(widget('hero_quote', { background_video: 'lakeside-lap' })))).toBe(false);
    expect(isStillRow(row(widget('hero_quote', { video: { id: 7 } })))).toBe(false);
    expect(isStillRow(row(widget('button_link', { button_url: '/profile', login_redirect: 1 })))).toBe(false);
    expect(isStillRow(row(widget('button_link', { button_url: '/profile', redirect_to_login: 'true' })))).toBe(false);
  });

  it('is not one with a widget the block clock shows or hides (001 §2), nor a row of tabs', () => {
    expect(isStillRow(row(widget('heading', { heading: 'Sale', widget_hidden_after: '2030-01-01 00:00:00' })))).toBe(false);
    expect(isStillRow(row(widget('heading', { heading: 'Soon', widget_hidden_before: '2030-01-01 00:00:00' })))).toBe(false);
    expect(isStillRow({ row_type: 'tabs', blocks: [{ id: 'a', title: 'One', widgets: [widget('heading', { heading: 'A' })] }] })).toBe(
      false,
    );
  });
});
