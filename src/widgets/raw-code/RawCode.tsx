import { useEffect, useRef } from 'react';
import { getConfig } from '../../core/config';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import { frameAddress, frameDocument, heightFrom, MEASURE_REQUEST, RAW_CODE_SANDBOX } from './frameDocument';
import css from './raw-code.css';

export interface RawCodeProps {
  html?: string;
}

/**
 * raw_code (001 §3 raw_html): the one kind of CMS markup that is not sanitised (DESIGN:
 * Security). It runs as written, scripts and all, in a sandboxed frame without same-origin, so
 * third-party embeds (booking widgets, players) work without reaching the page, its cookies or
 * its storage. Where a server renders the site, the frame is a document of its own (the rawFrame
 * setting, server/rawFrame) with the markup in its address's fragment: it comes with a policy of
 * its own, so the block's scripts run while the page's policy stays strict. Elsewhere (the site in
 * a browser only, an element on a host page) it is a srcdoc document, which inherits the page's
 * policy: a host whose policy forbids inline scripts then shows the markup without its scripts, at
 * the height in raw-code.css. The frame is sized to its content: a script added to its document
 * posts the height, and only a message from this frame sets it (through CSSOM, which a strict
 * policy allows).
 */
export function RawCode({ html }: RawCodeProps) {
  useStyles(css);
  const t = useT();
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const onMessage = (event: MessageEvent) => {
      if (!el.contentWindow || event.source !== el.contentWindow) return;
      const height = heightFrom(event.data);
      if (height !== null) el.style.height = `${height}px`;
    };
    window.addEventListener('message', onMessage);
    // A frame that loaded before this listener (a server-rendered page's) is asked again; one
    // still loading tells by itself.
    el.contentWindow?.postMessage(MEASURE_REQUEST, '*');
    return () => window.removeEventListener('message', onMessage);
  }, [html]);

  if (!html) return null;
  const src = frameAddress(getConfig().rawFrame, html);
  return (
    <iframe
      // Another block's markup is another document: a new fragment alone would not load it.
      key={html}
      ref={frame}
      className="raw-code"
      part="raw-code"
      title={t('site.raw_code')}
      sandbox={RAW_CODE_SANDBOX}
      {...(src ? { src } : { srcDoc: frameDocument(html) })}
    />
  );
}
