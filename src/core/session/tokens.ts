/** 000 §4 / §9 */
export const REFRESH_CHECK_MS = 10_000;
export const REFRESH_WHEN_LEFT_MS = 30_000;

/** The `exp` of a JWT-shaped access token in ms, or undefined when it has none. */
export function tokenExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof json.exp === 'number' ? json.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** True when 30 s or less remain (or the token is already expired). */
export function needsRefresh(token: string, now: number): boolean {
  const expiry = tokenExpiry(token);
  return expiry !== undefined && expiry - now <= REFRESH_WHEN_LEFT_MS;
}
