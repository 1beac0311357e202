import { memo, useMemo, type ReactNode } from 'react';
import type { Page, PageContentBlock } from '../api/pages';
import { useNavigate } from '../hooks/HostContext';
import { useStyles } from '../hooks/useStyles';
import { HydrateLater } from '../ui/HydrateLater';
import { CmsHtml } from '../ui/CmsHtml';
import { FIRST_SCREEN_IMAGES, FirstScreen } from '../ui/Image';
import type { WidgetPlace } from '../ui/definition';
import { hiddenTitleOf } from './pageTitle';
import { Block, ContentBlock, TabRow } from './PageRows';
import { contentHtml, followInternalLink, rowsOf } from './pageParts';
import { RowFrame } from './RowFrame';
import css from './page.css';
import { useMinuteClock } from './useMinuteClock';
import { blockVisible } from './visibility';

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
