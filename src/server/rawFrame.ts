/**
 * The document raw_code blocks run in on pages a server renders (001 §3 raw_html; docs/decisions.md,
 * "raw_code in a document of its own"). A srcdoc frame inherits the page's policy, under which a
 * pasted booking widget's scripts never run; this document comes with a policy of its own, which
 * lets them and their origins run, and a `sandbox` one, which keeps it in an opaque origin even when
 * someone opens it as a page. The block's markup travels in the address's fragment, so that one
 * cached document serves every block of every page and the server looks nothing up.
 */
import { FRAME_HEAD, MEASURE, RAW_CODE_SANDBOX } from '../widgets/raw-code/frameDocument';

/**
 * Its address under the site's base. The number is the frame's protocol (the fragment's encoding,
 * the height message): a change to either takes a new name, so the document can be cached for a year.
 */
export const RAW_FRAME_PATH = '/_raw/frame-1.html';

/**
 * Writes the markup its address's fragment carries into the document as it is parsed, so that its
 * scripts run in order as in a srcdoc frame (and their own document.write calls work), then
 * measures. It writes only in a sandboxed frame: opened as a page, or framed without a sandbox, the
 * document has a real origin (the site's) and stays empty, so that no one can link to the site's
 * address with markup of their own in it, even on a static host that sends it without its policy.
 */
const WRITE = `(function(){if(self.origin!=='null'||parent===self)return;var s=location.hash.slice(1);if(!s)return;try{var b=atob(s.replace(/-/g,'+').replace(/_/g,'/')),u=new Uint8Array(b.length);for(var i=0;i<b.length;i++)u[i]=b.charCodeAt(i);document.write(new TextDecoder().decode(u));}catch(e){}})();`;

/** The document, the same for every block (the prerender command writes it as a file). */
export const rawFrameHtml = (): string =>
  `<!doctype html><html><head>${FRAME_HEAD}<meta name="robots" content="noindex"><title>raw_code</title></head><body><script>${WRITE}</script><script>${MEASURE}</script></body></html>\n`;

/**
 * Its headers: a policy that restricts nothing the block loads (its scripts, their origins, their
 * frames: what the CMS pasted is the venue's choice) but sandboxes the document as the page's frame
 * does. The page's own policy stays strict.
 */
export const RAW_FRAME_HEADERS: Record<string, string> = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'public, max-age=31536000, immutable',
  'content-security-policy': `sandbox ${RAW_CODE_SANDBOX}`,
  'x-content-type-options': 'nosniff',
};

/** The handler's answer for the frame's address under `base`, or undefined for any other address. */
export function rawFrameResponse(pathname: string, base: string, head: boolean): Response | undefined {
  if (pathname !== base + RAW_FRAME_PATH) return undefined;
  const body = new TextEncoder().encode(rawFrameHtml());
  return new Response(head ? null : body, { headers: { ...RAW_FRAME_HEADERS, 'content-length': String(body.length) } });
}
