import { useLayoutEffect, useRef } from 'react';
import { setCmsHtml } from '../core/sanitize';
import { onServer } from '../core/serverRender';
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
  const { contentHref } = useHostContext();
  useLayoutEffect(() => {
    if (ref.current) void setCmsHtml(ref.current, html ?? '', contentHref);
  }, [html, contentHref]);
  // A server has no DOM to sanitise into: the same allow-list, applied to the text (src/server).
  const server = __SERVER__ ? onServer() : undefined;
  if (server) return <div ref={ref} {...attributes} dangerouslySetInnerHTML={{ __html: server.cmsHtml(html ?? '', contentHref) }} />;
  return <div ref={ref} {...attributes} />;
}
