/** Small pieces the account screens share. */
import { currentUrl } from '../../core/navigation';

/** The current address without the query parameters a flow put there. */
export function cleanAddress(...names: string[]): string {
  const url = new URL(currentUrl());
  for (const name of names) url.searchParams.delete(name);
  return url.pathname + (url.searchParams.size ? `?${url.searchParams}` : '') + url.hash;
}
