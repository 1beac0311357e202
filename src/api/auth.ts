import { getFingerprint } from '../core/session/sessionStore';
import { http } from '../core/runtime';
import { toUser, EMPTY_USER, type User } from '../core/session/userStore';

/** 000 §7 Auth. Tokens as returned by login, refresh, token exchange and code login. */
export interface Tokens {
  access_token: string;
  refresh_token: string;
}

const USER = '/api/v1/cognito/user';

const isTokens = (value: unknown): value is Tokens =>
  typeof (value as Tokens)?.access_token === 'string' && typeof (value as Tokens)?.refresh_token === 'string';

/** POST login {username, password, fingerprint}. A failed password login returns false (000 §8). */
export async function passwordLogin(username: string, password: string): Promise<Tokens | false> {
  try {
    const reply = await http.request(`${USER}/login`, {
      method: 'POST',
      auth: false,
      body: { username, password, fingerprint: getFingerprint() },
    });
    return isTokens(reply) ? reply : false;
  } catch {
    return false;
  }
}

/** GET authUser. Failure to fetch the current user yields an empty user (000 §8). */
export async function fetchAuthUser(): Promise<User> {
  try {
    const reply = await http.request<unknown>(`${USER}/authUser`);
    const body = reply as { data?: unknown; user?: unknown };
    return toUser(body?.data ?? body?.user ?? reply);
  } catch {
    return { ...EMPTY_USER };
  }
}

/** GET logout (the server forgets the refresh token). */
export function serverLogout(): Promise<unknown> {
  return http.request(`${USER}/logout`);
}

/** POST /authtoken {grant_type: authorization_code, code, client_id} (000 §7), and nothing more. */
export async function exchangeCode(code: string, client_id: string): Promise<Tokens> {
  const reply = await http.request('/authtoken', {
    method: 'POST',
    auth: false,
    body: { grant_type: 'authorization_code', code, client_id },
  });
  if (!isTokens(reply)) throw new Error('The token exchange answered without tokens.');
  return reply;
}

/**
 * POST sendLoginLink {email, fingerprint, code_only}: a login link and/or a one-time code by
 * e-mail. `site_url` is an extension: the page the link should land on. A server without it
 * lands the link where it chooses, and the token login (000 §2) logs the member in there.
 */
export function sendLoginLink(email: string, code_only: boolean, site_url?: string): Promise<unknown> {
  return http.request(`${USER}/sendLoginLink`, { method: 'POST', body: { email, fingerprint: getFingerprint(), code_only, site_url } });
}

export interface Signup {
  email: string;
  first_name: string;
  last_name: string;
  date_of_birth?: string;
}

/** POST registerLink {email, first_name, last_name, date_of_birth, fingerprint}; `site_url` as for sendLoginLink. */
export function registerLink(signup: Signup, site_url?: string): Promise<unknown> {
  return http.request(`${USER}/registerLink`, { method: 'POST', body: { ...signup, fingerprint: getFingerprint(), site_url } });
}

/** GET loginRecoveryCode {email, code, fingerprint}: logs in with an e-mailed code (a login: no bearer, no wait). */
export async function loginWithCode(email: string, code: string): Promise<Tokens> {
  const reply = await http.request(`${USER}/loginRecoveryCode`, { auth: false, query: { email, code, fingerprint: getFingerprint() } });
  if (!isTokens(reply)) throw new Error('The code login answered without tokens.');
  return reply;
}

/** GET recoverPassword {email}: mails a recovery code. */
export function recoverPassword(email: string): Promise<unknown> {
  return http.request(`${USER}/recoverPassword`, { query: { email } });
}

/** GET recoverPasswordCheck {email, code, newpassword}: sets the new password. */
export function recoverPasswordCheck(email: string, code: string, newpassword: string): Promise<unknown> {
  return http.request(`${USER}/recoverPasswordCheck`, { query: { email, code, newpassword } });
}
