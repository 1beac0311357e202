import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { PageBlock, PageContentBlock, PageRow, PageWidget } from '../api/pages';
import { useUser } from '../hooks/useSession';
import { useT } from '../hooks/useT';
import { CmsHtml } from '../ui/CmsHtml';
import type { WidgetPlace } from '../ui/definition';
import { Decorated } from './Decorated';
import { DefinitionView, PartBoundary } from './DefinitionView';
import { cmsWidget, safeJson } from './pageParts';
import { registry, useDefinition, type DefinitionModule } from './registry';
import { RowFrame } from './RowFrame';
import { useMinuteClock } from './useMinuteClock';
import { widgetVisible } from './visibility';
import { inSortOrder } from './widgetList';

function Widget({ widget, place }: { widget: PageWidget; place: WidgetPlace }) {
  const t = useT();
  const now = useMinuteClock();
  const user = useUser();
  const module = registry.moduleFor(widget.outer, place);
  if (!widgetVisible(widget.templatevar, now)) return null;
  // 001 §2: an unknown widget shows 'Unknown' and its name, to logged-in users only.
  if (!module) return user ? <p className="unknown-widget">{t('site.unknown_widget', { kind: widget.outer })}</p> : null;
  return (
    <PartBoundary name={widget.outer}>
      <KnownWidget module={module} widget={widget} place={place} />
    </PartBoundary>
  );
}

/** A widget of a kind the site renders, once its definition has arrived (a rendered page has it before hydrating). */
function KnownWidget({ module, widget, place }: { module: DefinitionModule; widget: PageWidget; place: WidgetPlace }) {
  const definition = useDefinition(module);
  const props = useMemo(() => definition?.fromWidget?.(cmsWidget(widget), place) ?? {}, [definition, widget, place]);
  if (!definition) return null;
  return (
    <Decorated className="widget" settings={widget.templatevar}>
      <DefinitionView definition={definition} props={props} />
    </Decorated>
  );
}

export function Block({
  block,
  place,
  ...rest
}: {
  block: PageBlock;
  place: WidgetPlace;
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
        <Widget key={i} widget={w} place={place} />
      ))}
    </div>
  );
}

/** A tab row (001 §2): the block whose title is the selected tab shows; arrows, Home and End move between tabs. */
export function TabRow({ row, place }: { row: PageRow; place: WidgetPlace }) {
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
          id={`${id}-panel-${current}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${current}`}
        />
      </div>
    </RowFrame>
  );
}

export function ContentBlock({ block }: { block: PageContentBlock }) {
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
