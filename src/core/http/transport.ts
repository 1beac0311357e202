import { abortedError, networkError, timeoutError } from './errors';

export interface Progress {
  loaded: number;
  total: number;
  direction: 'upload' | 'download';
}

export interface TransportRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | FormData | Blob;
  timeout: number;
  signal?: AbortSignal;
  onProgress?: (progress: Progress) => void;
}

export interface TransportResponse {
  status: number;
  data: unknown;
}

export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

/**
 * XMLHttpRequest, not fetch: fetch cannot report upload progress (000 §7 asks for upload
 * and download progress), and XHR gives timeout and abort as distinct failures.
 */
export const xhrTransport: Transport = (request) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url, true);
    xhr.timeout = request.timeout;
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);

    const { onProgress, signal } = request;
    if (onProgress) {
      xhr.onprogress = (e) => onProgress({ loaded: e.loaded, total: e.total, direction: 'download' });
      // Any body with content, JSON included (uploadImage sends its picture as a JSON string).
      // A listener on xhr.upload makes a cross-origin call preflighted, so a bodiless one gets none.
      if (hasContent(request.body)) {
        xhr.upload.onprogress = (e) => onProgress({ loaded: e.loaded, total: e.total, direction: 'upload' });
      }
    }
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, data: parseBody(xhr.responseText, xhr.getResponseHeader('content-type')) });
    };
    xhr.onerror = () => (done(), reject(networkError()));
    xhr.ontimeout = () => (done(), reject(timeoutError(request.timeout)));
    xhr.onabort = () => (done(), reject(abortedError()));
    if (signal?.aborted) return xhr.abort();
    xhr.send(request.body ?? null);
  });

function hasContent(body: TransportRequest['body']): boolean {
  if (body === undefined || body === null) return false;
  if (typeof body === 'string') return body.length > 0;
  if (body instanceof Blob) return body.size > 0;
  return true;
}

export function parseBody(text: string, contentType: string | null): unknown {
  if (!text) return null;
  if (contentType?.includes('json') || /^\s*[[{]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}
