import { useEffect, useRef, useState } from 'react';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import css from './raw-code.css';

export interface RawCodeProps {
  html?: string;
}

/**
 * raw_code (001 §3 raw_html): the one kind of CMS markup that is not sanitised, so it is shown
 * inert (DESIGN: Security) — in a sandboxed frame without `allow-scripts`: no script, handler
 * or form of it runs, and its styles stay inside. `allow-same-origin` only lets the site read
 * the frame's height so it sits in the page like the rest of the content.
 */
export function RawCode({ html }: RawCodeProps) {
  useStyles(css);
  const t = useT();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(0);

  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    let observer: ResizeObserver | undefined;
    const measure = () => {
      const body = el.contentDocument?.body;
      if (!body) return;
      setHeight(Math.ceil(body.getBoundingClientRect().height) + 16);
      observer?.disconnect();
      observer = new ResizeObserver(() => setHeight(Math.ceil(body.getBoundingClientRect().height) + 16));
      observer.observe(body);
    };
    el.addEventListener('load', measure);
    return () => {
      el.removeEventListener('load', measure);
      observer?.disconnect();
    };
  }, [html]);

  if (!html) return null;
  return (
    <iframe
      ref={frame}
      className="raw-code"
      part="raw-code"
      title={t('site.raw_code')}
      sandbox="allow-same-origin"
      srcDoc={`<!doctype html><meta charset="utf-8"><body>${html}</body>`}
      style={height ? { height } : undefined}
    />
  );
}
