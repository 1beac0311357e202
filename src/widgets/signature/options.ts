/** The signature pad's settings (000 §9 Signature-drawing widget): signature_pad's own options. No React here. */
import type { SignatureFormat } from '../form/fields';

export const SIGNATURE_OPTIONS = { minWidth: 0.5, maxWidth: 2.5, throttle: 16, minDistance: 5 } as const;

/** 000 §9 export types: png, jpeg, svg. */
export const SIGNATURE_TYPES: Record<SignatureFormat, string> = { png: 'image/png', jpeg: 'image/jpeg', svg: 'image/svg+xml' };

/** JPEG has no transparency: a transparent background would export black. */
export const backgroundOf = (format: SignatureFormat) => (format === 'jpeg' ? 'rgb(255, 255, 255)' : 'rgba(0, 0, 0, 0)');
