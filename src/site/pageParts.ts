/**
 * What a CMS page's parts are made of, read from the page builder's records (001 §2, §3): its rows,
 * a widget's settings, its rich text, and the site links inside its HTML.
 */
import type { MouseEvent } from 'react';
import type { Page, PageRow, PageWidget } from '../api/pages';
import type { Navigate } from '../core/navigation';
import type { CmsWidget } from '../ui/definition';
import { isPlainClick } from '../ui/Link';
import { listSettingsOf } from './widgetList';

/** The rows of a page as the page builder stores them (a JSON string or a list). */
export function rowsOf(page: Page): PageRow[] {
  const rows = typeof page.rows === 'string' ? safeJson(page.rows) : page.rows;
  return Array.isArray(rows) ? rows : [];
}

export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A widget's settings as a definition's fromWidget reads them (001 §3, §9: limit 100, offset 0). */
export function cmsWidget(w: PageWidget): CmsWidget {
  return { outer: w.outer, type: w.type, templatevar: w.templatevar ?? {}, items: w.items, ...listSettingsOf(w) };
}

/** The page's rich text (001 §3 content): HTML, or a list of rich blocks; an empty list shows nothing. */
export function contentHtml(content: unknown): string {
  const value = typeof content === 'string' && content.trim().startsWith('[') ? safeJson(content) : content;
  if (typeof value === 'string') return value;
  if (!Array.isArray(value)) return '';
  return value
    .map((block) => {
      if (typeof block === 'string') return block;
      const b = block as { html?: unknown; content?: unknown; data?: { text?: unknown; html?: unknown } };
      const html = b.html ?? b.content ?? b.data?.html ?? b.data?.text;
      return typeof html === 'string' ? `<div>${html}</div>` : '';
    })
    .join('');
}

/**
 * Links inside CMS HTML (001 §2) navigate client-side: a plain click on an anchor (one no component
 * handled already) whose href is
 * a site path (`/contact`, as the CMS writes them) goes through the router. Links with a target,
 * a download, another origin or a modifier key are left to the browser.
 */
export function followInternalLink(event: MouseEvent, navigate: Navigate): void {
  if (!isPlainClick(event)) return;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!anchor || anchor.hasAttribute('download')) return;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return;
  const href = anchor.getAttribute('href') ?? '';
  // CmsHtml wrote site paths as the site's hrefs: `/site/contact` (a base) or `#/contact` (hash routing).
  if (!(href.startsWith('#/') || (href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\')))) return;
  event.preventDefault();
  navigate(href);
}
