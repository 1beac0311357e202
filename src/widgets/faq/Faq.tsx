import { useId, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { faqQuery } from '../../api/cms';
import type { FaqItem } from '../../api/types';
import { useQuery } from '../../hooks/useQuery';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import { Button } from '../../ui/Button';
import { CmsHtml } from '../../ui/CmsHtml';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { scrollToElement } from '../../ui/scroll';
import css from './faq.css';

export interface FaqProps {
  /** FAQ group (its url or id); absent: every public FAQ item. */
  group?: string;
  /** Shows a table of contents above the questions. */
  toc?: boolean;
  /** Optional heading above the list. */
  heading?: string;
}

/**
 * FAQ accordion (001 §2 Widget behaviours): one item open at a time, clicking the open item
 * closes it, and an opened item is scrolled into view. Used by `<venue-faq>` and by the page
 * renderer's `faq` widget. As an element of its own the list is its reserved box until the
 * visitor acts on it (faq.css): what lies below the box's edge waits behind "Show all questions".
 */
export function Faq({ group, toc = false, heading }: FaqProps) {
  useStyles(css);
  const t = useT();
  const { data, error, loading, reload } = useQuery(faqQuery(group));

  if (loading && !data) return <Spinner label={t('common.loading')} />;
  if (error)
    return (
      <LoadError error={error} retry={reload}>
        {t('faq.error')}
      </LoadError>
    );
  // Another group is another list: its box again, nothing open (keyed, so its state starts anew).
  return <FaqList key={group ?? ''} items={data ?? []} toc={toc} heading={heading} />;
}

export function FaqList({ items, toc, heading }: { items: FaqItem[]; toc: boolean; heading?: string }) {
  useStyles(css);
  const t = useT();
  // Under the page's h1 (the site's, or the host page's around the element): the heading is an
  // h2, and the contents title and the questions sit below it, or in its place without one.
  const Item = heading ? 'h3' : 'h2';
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(null);
  const headers = useRef<(HTMLButtonElement | null)[]>([]);
  const scrollTarget = useRef<number | null>(null);
  const body = useRef<HTMLDivElement>(null);
  const more = useRef<HTMLDivElement>(null);
  // `clipped`: questions lie below the reserved box's edge; `whole`: the visitor has acted on the
  // list (a question, a contents link, keyboard focus inside, "Show all questions") and it takes
  // its own height, growing after their input, which is no layout shift.
  const [clipped, setClipped] = useState(false);
  const [whole, setWhole] = useState(false);
  // What to show once the list is whole: the first question "Show all questions" hid (focused), or
  // what keyboard focus reached below the edge (the list had scrolled to it: it is kept in view).
  const reached = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    const index = scrollTarget.current;
    scrollTarget.current = null;
    const header = index === null ? null : headers.current[index];
    if (header) scrollToElement(header);
  }, [open]);

  useLayoutEffect(() => {
    const list = body.current;
    if (whole || !list || (list.getRootNode() as Partial<ShadowRoot>).host?.localName !== 'venue-faq') return;
    // Measured before the first paint (the strip is there in the questions' first frame), and again
    // whenever the box or its content resizes (the questions' height settles as fonts arrive).
    const measure = () => setClipped(list.scrollHeight > list.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    for (const child of list.children) observer.observe(child);
    return () => observer.disconnect();
  }, [whole, items]);

  useLayoutEffect(() => {
    const target = reached.current;
    reached.current = null;
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  }, [whole]);

  if (!items.length) return <p className="faq-empty">{t('faq.empty')}</p>;

  const showAll = () => {
    const edge = more.current?.getBoundingClientRect().top ?? Infinity;
    reached.current = headers.current.find((header) => header && header.getBoundingClientRect().bottom > edge) ?? null;
    setWhole(true);
  };

  // Focus from the keyboard (a press's focus waits for its click: the list must not move under the
  // pointer between the press and its release).
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (whole || more.current?.contains(event.target) || !event.target.matches(':focus-visible')) return;
    reached.current = event.target;
    setWhole(true);
  };

  const toggle = (index: number, scroll: boolean) => {
    setWhole(true);
    if (scroll) scrollTarget.current = index;
    setOpen((current) => (current === index ? null : index));
  };

  const openFromToc = (index: number) => {
    setWhole(true);
    scrollTarget.current = index;
    setOpen(index);
    headers.current[index]?.focus({ preventScroll: true });
  };

  // WAI-ARIA accordion keys: arrows move between headers, Home and End jump.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    headers.current[target]?.focus();
  };

  const showMore = clipped && !whole;
  return (
    <section
      className="faq"
      part="faq"
      aria-label={heading || t('faq.title')}
      data-whole={whole || undefined}
      data-clipped={showMore || undefined}
      onFocus={onFocus}
    >
      <div className="faq-body" ref={body}>
        {heading ? <h2 className="faq-heading">{heading}</h2> : null}
        {toc ? (
          <nav className="faq-toc" part="toc" aria-label={t('faq.contents')}>
            <Item className="faq-toc-title">{t('faq.contents')}</Item>
            <ol>
              {items.map((item, index) => (
                <li key={item.id ?? index}>
                  <a
                    href={`#${baseId}-h${index}`}
                    onClick={(event) => {
                      event.preventDefault();
                      openFromToc(index);
                    }}
                  >
                    {item.name}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <div className="faq-items">
          {items.map((item, index) => {
            const expanded = open === index;
            return (
              <div className="faq-item" part="item" data-open={expanded || undefined} key={item.id ?? index}>
                <Item className="faq-question">
                  <button
                    type="button"
                    part="question"
                    id={`${baseId}-h${index}`}
                    aria-expanded={expanded}
                    aria-controls={`${baseId}-p${index}`}
                    ref={(el) => {
                      headers.current[index] = el;
                    }}
                    onClick={() => toggle(index, true)}
                    onKeyDown={(event) => onKeyDown(event, index)}
                  >
                    <span>{item.name}</span>
                    <span className="faq-icon" aria-hidden="true" />
                  </button>
                </Item>
                <CmsHtml
                  className="faq-answer"
                  part="answer"
                  id={`${baseId}-p${index}`}
                  role="region"
                  aria-labelledby={`${baseId}-h${index}`}
                  hidden={!expanded}
                  html={item.content}
                />
              </div>
            );
          })}
        </div>
      </div>
      {showMore ? (
        <div className="faq-more" part="more" ref={more}>
          <Button variant="secondary" onClick={showAll}>
            {t('faq.showAll')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
