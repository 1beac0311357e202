import type { FormHTMLAttributes, Ref } from 'react';
import { useHydrated } from '../hooks/useHydrated';

/** What a form says where no script runs (a page rendered on a server, read without script). */
export const NEEDS_SCRIPT = 'This form needs JavaScript: turn JavaScript on in your browser to send it.';

/**
 * Every form of the SDK. Its script sends it; without script (the server's HTML read as it is)
 * it says so, and it is sent by POST if at all, so that nothing typed in it lands in an address.
 * The note is in the server's HTML and in the first render of a hydration (they match), and is
 * gone from the render after it; a form rendered in the browser never has it.
 */
export function Form({ children, ref, ...props }: FormHTMLAttributes<HTMLFormElement> & { ref?: Ref<HTMLFormElement> }) {
  const scripted = useHydrated();
  return (
    <form method="post" ref={ref} {...props}>
      {!scripted && (
        <p className="needs-script" role="note">
          {NEEDS_SCRIPT}
        </p>
      )}
      {children}
    </form>
  );
}
