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
export const abortedError = () => new HttpError('aborted', 'Request aborted');
export const timeoutError = (ms: number) => new HttpError('timeout', `timeout of ${ms}ms exceeded`);
export const protocolError = (protocol: string) => new HttpError('protocol', `Unsupported protocol ${protocol}`);
export const statusError = (status: number, data: unknown) =>
  new HttpError('status', `Request failed with status code ${status}`, status, data);
