import { HttpError } from '../core/http/errors';

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * What a user reads when a call fails: the server's own message as the server wrote it
 * (DESIGN: Security and failure), else a translated text for the kind of failure.
 */
export function errorText(error: unknown, t: T): string {
  if (error instanceof HttpError) {
    if (error.serverMessage && error.status >= 400 && error.status < 500) return error.serverMessage;
    if (error.kind === 'network' || error.kind === 'aborted') return t('error.network');
    if (error.kind === 'timeout') return t('error.timeout');
    if (error.kind === 'status') return t('error.server', { status: error.status });
  }
  return t('error.generic');
}
