/** The http client's transport on a server: fetch, with the same timeout, abort and body reading as the browser's. */
import { abortedError, networkError, timeoutError } from '../../core/http/errors';
import { parseBody, type Transport } from '../../core/http/transport';

export function fetchTransport(fetcher: typeof fetch = fetch): Transport {
  return async ({ method, url, headers, body, timeout, signal }) => {
    // Its own timer, cleared once the reply is in: no timer outlives the render it belongs to
    // (an AbortSignal.timeout would wait out its 50 s, holding the render's core meanwhile).
    const timer = new AbortController();
    const timeoutId = setTimeout(() => timer.abort(), timeout);
    const onAbort = () => timer.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      let response: Response;
      try {
        response = await fetcher(url, { method, headers, body, signal: timer.signal });
      } catch (error) {
        if (signal?.aborted) throw abortedError();
        if (timer.signal.aborted) throw timeoutError(timeout);
        throw Object.assign(networkError(), { cause: error });
      }
      return { status: response.status, data: parseBody(await response.text(), response.headers.get('content-type')) };
    } finally {
      clearTimeout(timeoutId);
      signal?.removeEventListener('abort', onAbort);
    }
  };
}
