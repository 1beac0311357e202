/** The http client's transport on a server: fetch, with the same timeout, abort and body reading as the browser's. */
import { abortedError, networkError, timeoutError } from '../../core/http/errors';
import { parseBody, type Transport } from '../../core/http/transport';

export function fetchTransport(fetcher: typeof fetch = fetch): Transport {
  return async ({ method, url, headers, body, timeout, signal }) => {
    const timer = AbortSignal.timeout(timeout);
    let response: Response;
    try {
      response = await fetcher(url, { method, headers, body, signal: signal ? AbortSignal.any([signal, timer]) : timer });
    } catch (error) {
      if (signal?.aborted) throw abortedError();
      if (timer.aborted) throw timeoutError(timeout);
      throw Object.assign(networkError(), { cause: error });
    }
    return { status: response.status, data: parseBody(await response.text(), response.headers.get('content-type')) };
  };
}
