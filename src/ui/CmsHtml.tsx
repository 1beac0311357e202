import { useLayoutEffect, useRef } from 'react';
import { applyColours, setCmsHtml } from '../core/sanitize';
import { usePlatform } from '../hooks/usePageCore';
import { useHostContext } from '../hooks/HostContext';
import { useLanguage } from '../hooks/useT';
import { useStyles } from '../hooks/useStyles';
import cmsCss from './cms.css';

export interface CmsHtmlProps {
  html: string | null | undefined;
  className?: string;
  part?: string;
  id?: string;
  hidden?: boolean;
  role?: string;
  'aria-labelledby'?: string;
}

/**
 * The one place CMS HTML enters the page (FAQ answers, event descriptions, page text, slides):
 * sanitised by the browser's Sanitizer API or DOMPurify (core/sanitize), with the editor's
 * alignment, emphasis and colours and its video and map embeds (cms.css). React owns the box,
 * never its children.
 */
export function CmsHtml({ html, ...attributes }: CmsHtmlProps) {
  const platform = usePlatform();
  useStyles(cmsCss);
  const ref = useRef<HTMLDivElement>(null);
  const placed = useRef(false);
  const { contentHref } = useHostContext();
  const lng = useLanguage();
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    // A box that has children before its first placing was rendered by the server with this
    // html, sanitised the same way: hydrating keeps those nodes instead of rebuilding them.
    const hydrated = !placed.current && box.hasChildNodes();
    placed.current = true;
    if (hydrated) applyColours(box);
    else void setCmsHtml(box, html ?? '', contentHref, lng);
  }, [html, contentHref, lng]);
  // The children are not React's: a server renders the sanitised text (it has no DOM to sanitise
  // into), a browser an inner HTML that never changes, so that neither a hydrating render removes
  // the server's nodes nor a later one touches what the sanitiser placed. The browser's inner
  // HTML differs from the server's by design (the sanitiser fills the box after the render, and
  // React keeps a hydrated box's content as it is): React is told so for this box alone, one
  // level deep, so that it reports a mismatch anywhere else.
  return (
    <div
      ref={ref}
      {...attributes}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: platform.cmsHtml(html ?? '', contentHref, lng) }}
    />
  );
}
