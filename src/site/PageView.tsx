import { memo, useId, useMemo, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { Navigate } from '../core/navigation';
import { useNavigate } from '../hooks/HostContext';
import { isPlainClick } from '../ui/Link';
import type { Page, PageBlock, PageContentBlock, PageRow, PageWidget } from '../api/pages';
import { useStyles } from '../hooks/useStyles';
import { useUser } from '../hooks/useSession';
import { useT } from '../hooks/useT';
import { HydrateLater } from '../ui/HydrateLater';
import { CmsHtml } from '../ui/CmsHtml';
import { FIRST_SCREEN_IMAGES, FirstScreen } from '../ui/Image';
import type { CmsWidget, WidgetPlace } from '../ui/definition';
import { Decorated } from './Decorated';
import { hiddenTitleOf } from './pageTitle';
import { RowFrame } from './RowFrame';
import { inSortOrder, listSettingsOf } from './widgetList';
import { DefinitionView } from './DefinitionView';
import css from './page.css';
import { registry } from './registry';
import { useMinuteClock } from './useMinuteClock';
import { blockVisible, widgetVisible } from './visibility';

/** The rows of a page as the page builder stores them (a JSON string or a list). */
export function rowsOf(page: Page): PageRow[] {
  const rows = typeof page.rows === 'string' ? safeJson(page.rows) : page.rows;
  return Array.isArray(rows) ? rows : [];
}

function safeJson(text: string): unknown {
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

function Widget({ widget, place, now }: { widget: PageWidget; place: WidgetPlace; now: number }) {
  const t = useT();
  const user = useUser();
  const definition = registry.definitionFor(widget.outer, place);
  const props = useMemo(() => definition?.fromWidget?.(cmsWidget(widget), place) ?? {}, [definition, widget, place]);
  if (!widgetVisible(widget.templatevar, now)) return null;
  // 001 §2: an unknown widget shows 'Unknown' and its name, to logged-in users only.
  if (!definition) return user ? <p className="unknown-widget">{t('site.unknown_widget', { kind: widget.outer })}</p> : null;
  return (
    <Decorated className="widget" settings={widget.templatevar}>
      <DefinitionView definition={definition} props={props} />
    </Decorated>
  );
}

function Block({
  block,
  place,
  now,
  ...rest
}: {
  block: PageBlock;
  place: WidgetPlace;
  now: number;
  id?: string;
  role?: string;
  'aria-labelledby'?: string;
}) {
  const width = Math.min(12, Math.max(1, Number(block.width) || 12));
  const offset = Math.min(11, Math.max(0, Number(block.offset) || 0));
  // Columns as attributes the page's sheet reads (page.css): the server's HTML carries no style attribute.
  return (
    <div className={`block ${block.block_class ?? ''}`.trim()} data-span={width} data-offset={offset || undefined} {...rest}>
      {inSortOrder(block.widgets ?? []).map(([w, i]) => (
        <Widget key={i} widget={w} place={place} now={now} />
      ))}
    </div>
  );
}

/** A tab row (001 §2): the block whose title is the selected tab shows; arrows, Home and End move between tabs. */
function TabRow({ row, place, now }: { row: PageRow; place: WidgetPlace; now: number }) {
  const blocks = row.blocks ?? [];
  const [selected, setSelected] = useState(0);
  const id = useId();
  const current = Math.min(selected, blocks.length - 1);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = blocks.length - 1;
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + blocks.length) % blocks.length;
    setSelected(index);
    const tabs = event.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>('[role=tab]');
    tabs?.[index]?.focus();
  };
  if (!blocks.length) return null;
  return (
    <RowFrame row={row} tabs>
      <div className="tablist" role="tablist">
        {blocks.map((block, i) => (
          <button
            key={block.id ?? i}
            type="button"
            role="tab"
            className="tab"
            part="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === current}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === current ? 0 : -1}
            onClick={() => setSelected(i)}
            onKeyDown={onKeyDown}
          >
            {block.title || String(i + 1)}
          </button>
        ))}
      </div>
      <div className={`grid ${row.row_class ?? ''}`.trim()}>
        <Block
          key={current}
          block={{ ...blocks[current], width: 12, offset: 0 }}
          place={place}
          now={now}
          id={`${id}-panel-${current}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${current}`}
        />
      </div>
    </RowFrame>
  );
}

function ContentBlock({ block }: { block: PageContentBlock }) {
  const raw = typeof block.variables === 'string' ? safeJson(block.variables) : block.variables;
  const v = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const html = [v.html, v.content, v.text].find((x) => typeof x === 'string') as string | undefined;
  return (
    <Decorated className="content-block" settings={block as Record<string, unknown>}>
      <div className="container">
        {typeof v.heading === 'string' && v.heading && <h2>{v.heading}</h2>}
        <CmsHtml className="cms-html" html={html ?? ''} />
      </div>
    </Decorated>
  );
}

/** The first row hydrates with the page; each row after it in a task of its own. */
const HydrateLaterBeyond = ({ first, children }: { first: boolean; children: ReactNode }) =>
  first ? children : <HydrateLater>{children}</HydrateLater>;

/**
 * A CMS page (001 §2 Page rendering): its rows of columns or tabs, blocks on a 12-column grid
 * with offsets, widgets in order; then its content blocks in sort order (deleted ones skipped,
 * hidden and timed ones following a clock that ticks once a minute); then its rich text.
 * `contents` are the blocks the GraphQL Page carries (001 §3); a page reply that brought its
 * own pageContents is used until they arrive.
 */
export const PageView = memo(function PageView({
  page,
  place,
  contents,
}: {
  page: Page;
  place: WidgetPlace;
  contents?: PageContentBlock[] | null;
}) {
  useStyles(css);
  const navigate = useNavigate();
  const rows = useMemo(() => rowsOf(page), [page]);
  // One budget per page shown: its first row's first images load at once.
  const firstScreen = useMemo(() => ({ page, left: FIRST_SCREEN_IMAGES }), [page]);
  const source = contents ?? page.pageContents;
  const blocks = useMemo(() => [...(source ?? [])].sort((a, b) => (Number(a.sort_order) || 0) - (Number(b.sort_order) || 0)), [source]);
  const now = useMinuteClock();
  const html = contentHtml(page.content);
  const hiddenTitle = hiddenTitleOf(page, rows);
  return (
    <div className="page" part="page" data-page={page.slug} onClick={(event) => followInternalLink(event, navigate)}>
      {hiddenTitle && <h1 className="sr-only">{hiddenTitle}</h1>}
      {rows.map((row, i) => (
        <FirstScreen.Provider key={i} value={i === 0 ? firstScreen : null}>
          <HydrateLaterBeyond first={i === 0}>
            {row.row_type === 'tabs' ? (
              <TabRow row={row} place={place} now={now} />
            ) : (
              <RowFrame row={row}>
                <div className={`grid ${row.row_class ?? ''}`.trim()}>
                  {(row.blocks ?? []).map((block, j) => (
                    <Block key={block.id ?? j} block={block} place={place} now={now} />
                  ))}
                </div>
              </RowFrame>
            )}
          </HydrateLaterBeyond>
        </FirstScreen.Provider>
      ))}
      {blocks
        .filter((b) => blockVisible(b, now))
        .map((b) => (
          <ContentBlock key={b.id} block={b} />
        ))}
      {html && <CmsHtml className="cms-html page-content" html={html} />}
    </div>
  );
});
