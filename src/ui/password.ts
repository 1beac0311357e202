/** Password suggestion (000 §5, 001 §5). No React here. */
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALPHANUMERIC = LOWER + UPPER + DIGITS;

export const SUGGESTED_PASSWORD_LENGTH = 8;

type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => unknown;
const cryptoFill: RandomFill = (bytes) => crypto.getRandomValues(bytes);

/** A uniformly random index below `n`, by rejection so no character is favoured. */
function randomIndex(n: number, fill: RandomFill): number {
  const limit = 256 - (256 % n);
  const byte = new Uint8Array(1);
  for (;;) {
    fill(byte);
    if (byte[0] < limit) return byte[0] % n;
  }
}

/**
 * A random alphanumeric password of 8 characters from the browser's cryptographic generator.
 * It always holds a lower-case letter, a capital and a digit, so common server password rules
 * accept it, and leaves out look-alikes (l, I, O, 0, 1) since the user reads and copies it.
 */
export function suggestPassword(length = SUGGESTED_PASSWORD_LENGTH, fill: RandomFill = cryptoFill): string {
  const chars = [LOWER, UPPER, DIGITS].map((set) => set[randomIndex(set.length, fill)]);
  while (chars.length < length) chars.push(ALPHANUMERIC[randomIndex(ALPHANUMERIC.length, fill)]);
  // Fisher–Yates, so the required kinds are not always first.
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomIndex(i + 1, fill);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.slice(0, length).join('');
}
