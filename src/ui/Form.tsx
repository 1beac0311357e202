import type { FormHTMLAttributes, Ref } from 'react';
import { useT } from '../hooks/useT';

/**
 * Every form of the SDK. Its script sends it; without script (the server's HTML read as it is)
 * it says so, in the page's language, and it is sent by POST if at all, so that nothing typed in
 * it lands in an address.
 *
 * The note is inside `<noscript>`: a browser that runs script parses a noscript's content as text
 * and lays none of it out, also inside a declarative shadow root (`<template shadowrootmode>`), so
 * a visitor with script never sees it, not even before the page hydrates; a browser without
 * script parses it as markup and shows it. React writes the note on the server, hydrates the
 * noscript without reading its content, and renders it empty in the browser.
 */
export function Form({ children, ref, ...props }: FormHTMLAttributes<HTMLFormElement> & { ref?: Ref<HTMLFormElement> }) {
  const t = useT();
  return (
    <form method="post" ref={ref} {...props}>
      <noscript>
        <p className="needs-script" role="note">
          {t('ui.needs_script')}
        </p>
      </noscript>
      {children}
    </form>
  );
}
