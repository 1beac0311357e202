import { useEffect, useRef } from 'react';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import { frameDocument, heightFrom } from './frameDocument';
import css from './raw-code.css';

export interface RawCodeProps {
  html?: string;
}

/**
 * What the frame may do: run its scripts, send its forms and open new tabs (a booking widget's
 * payment, a player's full page), which leave the sandbox so that those sites work as
 * themselves. Never `allow-same-origin`: with it, its scripts could reach the page.
 */
export const RAW_CODE_SANDBOX = 'allow-scripts allow-popups allow-forms allow-popups-to-escape-sandbox';

/**
 * raw_code (001 §3 raw_html): the one kind of CMS markup that is not sanitised (DESIGN:
 * Security). It runs as written, scripts and all, in a sandboxed frame without same-origin, so
 * third-party embeds (booking widgets, players) work without reaching the page, its cookies or
 * its storage. The frame is sized to its content: a script added to its document posts the
 * height, and only a message from this frame sets it (through CSSOM, which a strict policy
 * allows). A host whose policy forbids inline scripts passes that policy on to the frame (a
 * srcdoc document inherits it): the markup then shows without its scripts, at the height in
 * raw-code.css.
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
    return () => window.removeEventListener('message', onMessage);
  }, [html]);

  if (!html) return null;
  return (
    <iframe
      ref={frame}
      className="raw-code"
      part="raw-code"
      title={t('site.raw_code')}
      sandbox={RAW_CODE_SANDBOX}
      srcDoc={frameDocument(html)}
    />
  );
}
