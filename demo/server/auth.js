// Signed access tokens (HS256 JWTs with an expiry) and rotating refresh tokens bound to the
// client's fingerprint. Passwords are scrypt hashes.
import { createHash, createHmac, randomBytes, randomInt, scryptSync, timingSafeEqual } from 'node:crypto';
import { ApiError } from './http.js';

export const ACCESS_TTL_S = 15 * 60;
export const REFRESH_TTL_S = 30 * 24 * 3600;

const b64url = (buf) => Buffer.from(buf).toString('base64url');

export function signJwt(payload, secret) {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(payload));
  const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

/** Verifies a token: 401 TOKEN_INVALID when tampered or malformed, 401 TOKEN_EXPIRED when old. */
export function verifyJwt(token, secret, now = Date.now()) {
  const parts = String(token).split('.');
  const invalid = () => new ApiError(401, 'Signature verification failed', { code: 'TOKEN_INVALID' });
  if (parts.length !== 3) throw invalid();
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  let payload;
  try {
    payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (typeof payload.exp !== 'number' || payload.exp * 1000 <= now) throw new ApiError(401, 'Token expired', { code: 'TOKEN_EXPIRED' });
  return payload;
}

export const sha256 = (s) => createHash('sha256').update(s).digest('hex');
export const randomToken = (bytes = 32) => b64url(randomBytes(bytes));
export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export function hashPassword(password) {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('hex')}$${scryptSync(password, salt, 32).toString('hex')}`;
}

export function checkPassword(password, stored) {
  if (!stored) return false;
  const [, salt, hash] = stored.split('$');
  const actual = scryptSync(String(password), Buffer.from(salt, 'hex'), 32);
  return timingSafeEqual(actual, Buffer.from(hash, 'hex'));
}

/**
 * Issues an access token and a new refresh token bound to `fingerprint`.
 * `ttl` is the access lifetime in seconds (fault injection shortens it).
 */
export async function issueTokens(db, { userId, fingerprint, secret, ttl = ACCESS_TTL_S }) {
  const now = Math.floor(Date.now() / 1000);
  const access_token = signJwt({ sub: userId, iat: now, exp: now + ttl, jti: randomToken(8) }, secret);
  const refresh = randomToken();
  await db.query(
    `INSERT INTO refresh_tokens (user_id, token_hash, fingerprint, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [userId, sha256(refresh), fingerprint, REFRESH_TTL_S],
  );
  return { access_token, refresh_token: refresh, token_type: 'Bearer', expires_in: ttl };
}

/**
 * Rotates a refresh token: the old one is revoked and a new pair issued, in one transaction.
 * A revoked, expired, unknown or differently fingerprinted token is refused.
 */
export async function rotateRefresh(db, { refreshToken, fingerprint, secret, ttl }) {
  return db.tx(async (t) => {
    const row = await t.one(
      `SELECT id, user_id, fingerprint, revoked_at, expires_at < now() AS expired FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
      [sha256(refreshToken)],
    );
    if (!row || row.revoked_at || row.expired) throw new ApiError(401, 'The refresh token is not valid', { code: 'TOKEN_INVALID' });
    // A token issued without a fingerprint (the OAuth code exchange) binds to the first one used.
    if (row.fingerprint && row.fingerprint !== fingerprint)
      throw new ApiError(401, 'The refresh token belongs to another device', { code: 'TOKEN_INVALID' });
    await t.query('UPDATE refresh_tokens SET revoked_at = now() WHERE id = $1', [row.id]);
    return issueTokens(t, { userId: row.user_id, fingerprint, secret, ttl });
  });
}
