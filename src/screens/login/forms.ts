/** Small pieces the account screens share: input checks and the page navigation they may do. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A same-origin path or an http(s) address to go to, from an element attribute. */
export function go(target: string | undefined): void {
  if (!target) return;
  try {
    const url = new URL(target, window.location.href);
    if (url.protocol === 'http:' || url.protocol === 'https:') window.location.assign(url.href);
  } catch {
    /* not an address: stay */
  }
}

/** The current address without the query parameters a flow put there. */
export function cleanAddress(...names: string[]): string {
  const url = new URL(window.location.href);
  for (const name of names) url.searchParams.delete(name);
  return url.pathname + (url.searchParams.size ? `?${url.searchParams}` : '') + url.hash;
}
