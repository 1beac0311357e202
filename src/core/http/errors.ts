/**
 * Request errors carry the texts of accounts-cart-orders §8 ("Generic request errors").
 * `message` is for developers and logs; screens show a translated text chosen by `kind`,
 * or the server's own message when it sent one (`serverMessage`).
 */
export type HttpErrorKind = 'network' | 'aborted' | 'timeout' | 'status' | 'protocol';

export class HttpError extends Error {
  readonly kind: HttpErrorKind;
  readonly status: number;
  readonly data: unknown;

  constructor(kind: HttpErrorKind, message: string, status = 0, data?: unknown) {
    super(message);
    this.name = 'HttpError';
    this.kind = kind;
    this.status = status;
    this.data = data;
  }

  /** The server's `message` or `error` text, shown to users as the server wrote it. */
  get serverMessage(): string | undefined {
    const data = this.data as { message?: unknown; error?: unknown } | undefined;
    const text = data?.message ?? data?.error;
    return typeof text === 'string' && text.trim() ? text : undefined;
  }

  /** The server's machine-readable `code` (TOKEN_EXPIRED, TOKEN_INVALID...). */
  get code(): string | undefined {
    const code = (this.data as { code?: unknown } | undefined)?.code;
    return typeof code === 'string' ? code : undefined;
  }
}

export const networkError = () => new HttpError('network', 'Network Error');
export const abortedError = () => new HttpError('aborted', 'request aborted');
export const timeoutError = (ms: number) => new HttpError('timeout', `timeout of ${ms} ms exceeded`);
/** The refused protocol rides in `data`: §8's text is the bare 'unsupported protocol'. */
export const protocolError = (protocol: string) => new HttpError('protocol', 'unsupported protocol', 0, { protocol });
export const statusError = (status: number, data: unknown) =>
  new HttpError('status', `Request failed with status code ${status}`, status, data);
