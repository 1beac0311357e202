import { createPersistedStore, pickTyped } from '../store';

/** 000 §3 Session store. */
export interface SessionState {
  access_token: string;
  refresh_token: string;
  redirect_after_login: string;
  auth_fingerprint: string;
  oauth2_state: string;
  /** true after any response, false on a network failure (000 §4). Not persisted. */
  link_active: boolean;
  /** Base URL from a token login's `b` parameter; '' = the configured API. */
  baseURL: string;
}

export const EMPTY_SESSION: SessionState = {
  access_token: '',
  refresh_token: '',
  redirect_after_login: '',
  auth_fingerprint: '',
  oauth2_state: '',
  link_active: true,
  baseURL: '',
};

export const sessionStore = createPersistedStore<SessionState>({
  name: 'session',
  initial: EMPTY_SESSION,
  validate: (value) => pickTyped(value, EMPTY_SESSION),
  persist: ({ link_active: _linkActive, ...rest }) => rest,
});

export const FINGERPRINT_LENGTH = 21;
const ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';

/** A random URL-safe id (nanoid's alphabet). */
export function randomId(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte & 63];
  return id;
}

/** 000 §3: auth_fingerprint, a random 21-character id generated on demand and kept. */
export function getFingerprint(): string {
  let { auth_fingerprint } = sessionStore.getState();
  if (auth_fingerprint.length !== FINGERPRINT_LENGTH) {
    auth_fingerprint = randomId(FINGERPRINT_LENGTH);
    sessionStore.setState({ auth_fingerprint });
  }
  return auth_fingerprint;
}
