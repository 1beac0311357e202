import { memo, useMemo, useState } from 'react';
import type { Page, PageContentBlock, PageRow } from '../api/pages';
import { useNavigate } from '../hooks/HostContext';
import { useStyles } from '../hooks/useStyles';
import { CmsHtml } from '../ui/CmsHtml';
import { FIRST_SCREEN_IMAGES, FirstScreen } from '../ui/Image';
import type { WidgetPlace } from '../ui/definition';
import { HydrateWhenSeen } from './HydrateWhenSeen';
import { hiddenTitleOf } from './pageTitle';
import { Block, ContentBlock, TabRow } from './PageRows';
import { contentHtml, followInternalLink, rowsOf } from './pageParts';
import { loadRow } from './rendered';
import { RowFrame } from './RowFrame';
import { isStillRow } from './stillRows';
import css from './page.css';
import { useMinuteClock } from './useMinuteClock';
import { blockVisible } from './visibility';

/**
 * A row of the page. The first hydrates with the page; each after it once it comes into view
 * (site/HydrateWhenSeen), its widgets' code loaded then; a still row, first or not, stays as the
 * server wrote it (site/stillRows). In `memo`, with props that stay the same while the page is
 * shown: a row not live yet must not be rendered again.
 */
const Row = memo(function Row({ row, place, firstScreen }: { row: PageRow; place: WidgetPlace; firstScreen: { left: number } | null }) {
  const still = isStillRow(row);
  const content =
    row.row_type === 'tabs' ? (
      <TabRow row={row} place={place} />
    ) : (
      <RowFrame row={row}>
        <div className={`grid ${row.row_class ?? ''}`.trim()}>
          {(row.blocks ?? []).map((block, j) => (
            <Block key={block.id ?? j} block={block} place={place} />
          ))}
        </div>
      </RowFrame>
    );
  return (
    <FirstScreen.Provider value={firstScreen}>
      {firstScreen && !still ? (
        content
      ) : (
        <HydrateWhenSeen code={() => loadRow(row, place)} still={still}>
          {content}
        </HydrateWhenSeen>
      )}
    </FirstScreen.Provider>
  );
});

/**
 * A page's rows, each the same object as long as it reads the same: a page replaced by a newer
 * one (001 §4: re-checked after a second) renders again only the rows that changed, and a row not
 * live yet stays as the server wrote it.
 */
function useRowsOf(page: Page): PageRow[] {
  const [kept, keep] = useState(() => ({ page, rows: rowsOf(page) }));
  if (kept.page === page) return kept.rows;
  const same = new Map(kept.rows.map((row) => [JSON.stringify(row), row]));
  const rows = rowsOf(page).map((row) => same.get(JSON.stringify(row)) ?? row);
  keep({ page, rows });
  return rows;
}

/** The page's content blocks, shown and hidden by the minute (the page's rows are not rendered again for it). */
function ContentBlocks({ source }: { source?: PageContentBlock[] | null }) {
  const now = useMinuteClock();
  const blocks = useMemo(() => [...(source ?? [])].sort((a, b) => (Number(a.sort_order) || 0) - (Number(b.sort_order) || 0)), [source]);
  return blocks.filter((b) => blockVisible(b, now)).map((b) => <ContentBlock key={b.id} block={b} />);
}

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
  const rows = useRowsOf(page);
  // One budget per page shown (the site keys this view by the page and its address): its first
  // row's first images load at once. The same object when a newer version of the page replaces it
  // (001 §4), so that an unchanged first row is not rendered again: one still or not live yet
  // would lose the server's HTML.
  const [firstScreen] = useState(() => ({ left: FIRST_SCREEN_IMAGES }));
  const html = contentHtml(page.content);
  const hiddenTitle = hiddenTitleOf(page, rows);
  return (
    <div className="page" part="page" data-page={page.slug} onClick={(event) => followInternalLink(event, navigate)}>
      {hiddenTitle && <h1 className="sr-only">{hiddenTitle}</h1>}
      {rows.map((row, i) => (
        <Row key={i} row={row} place={place} firstScreen={i === 0 ? firstScreen : null} />
      ))}
      <ContentBlocks source={contents ?? page.pageContents} />
      {html && <CmsHtml className="cms-html page-content" html={html} />}
    </div>
  );
});
