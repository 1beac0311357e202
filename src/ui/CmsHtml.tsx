import { useLayoutEffect, useRef } from 'react';
import { setCmsHtml } from '../core/sanitize';
import { platform } from '../core/platform';
import { useHostContext } from '../hooks/HostContext';

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
 * sanitised by the browser's Sanitizer API or DOMPurify (core/sanitize). React owns the box,
 * never its children.
 */
export function CmsHtml({ html, ...attributes }: CmsHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  const placed = useRef(false);
  const { contentHref } = useHostContext();
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    // A box that has children before its first placing was rendered by the server with this
    // html, sanitised the same way: hydrating keeps those nodes instead of rebuilding them.
    const hydrated = !placed.current && box.hasChildNodes();
    placed.current = true;
    if (!hydrated) void setCmsHtml(box, html ?? '', contentHref);
  }, [html, contentHref]);
  // The children are not React's: a server renders the sanitised text (it has no DOM to sanitise
  // into), a browser an inner HTML that never changes, so that neither a hydrating render removes
  // the server's nodes nor a later one touches what the sanitiser placed.
  return <div ref={ref} {...attributes} dangerouslySetInnerHTML={{ __html: platform().cmsHtml(html ?? '', contentHref) }} />;
}
