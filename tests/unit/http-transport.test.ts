import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { abortedError, protocolError, timeoutError } from '../../src/core/http/errors';
import { xhrTransport, type Progress, type TransportRequest } from '../../src/core/http/transport';

type Handler = ((e: { loaded: number; total: number }) => void) | null;

/** Just enough of XMLHttpRequest to see which progress listeners the transport sets. */
class FakeXhr {
  static last: FakeXhr;
  upload: { onprogress: Handler } = { onprogress: null };
  onprogress: Handler = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  timeout = 0;
  status = 200;
  responseText = '';
  sent: unknown;
  constructor() {
    FakeXhr.last = this;
  }
  open() {}
  setRequestHeader() {}
  getResponseHeader() {
    return 'application/json';
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.sent = body;
  }
}

const request = (body: TransportRequest['body'], onProgress: (p: Progress) => void): TransportRequest => ({
  method: 'POST',
  url: 'https://api.venue.example/api/v1/cognito/user/uploadImage',
  headers: {},
  body,
  timeout: 50_000,
  onProgress,
});

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => vi.unstubAllGlobals());

describe('xhrTransport progress (000 §7: upload and download progress)', () => {
  it('reports upload progress of a JSON body, as uploadImage sends its picture', async () => {
    const seen: Progress[] = [];
    const reply = xhrTransport(request(JSON.stringify({ image: 'data:image/png;base64,AAAA' }), (p) => seen.push(p)));
    const xhr = FakeXhr.last;
    expect(xhr.upload.onprogress).toBeTypeOf('function');
    xhr.upload.onprogress?.({ loaded: 10, total: 40 });
    xhr.upload.onprogress?.({ loaded: 40, total: 40 });
    xhr.responseText = '{"success":true}';
    xhr.onload?.();
    await expect(reply).resolves.toEqual({ status: 200, data: { success: true } });
    expect(seen).toEqual([
      { loaded: 10, total: 40, direction: 'upload' },
      { loaded: 40, total: 40, direction: 'upload' },
    ]);
  });

  it('sets no upload listener for a call without a body, which would force a preflight', () => {
    void xhrTransport({ ...request(undefined, () => undefined), method: 'GET' }).catch(() => undefined);
    expect(FakeXhr.last.upload.onprogress).toBeNull();
    expect(FakeXhr.last.onprogress).toBeTypeOf('function');
  });
});

describe('generic request error texts (000 §8)', () => {
  it('are the spec’s strings', async () => {
    expect(abortedError().message).toBe('request aborted');
    expect(timeoutError(50_000).message).toBe('timeout of 50000 ms exceeded');
    expect(protocolError('ftp:').message).toBe('unsupported protocol');
    expect(protocolError('ftp:').data).toEqual({ protocol: 'ftp:' });

    const timedOut = xhrTransport(request('{}', () => undefined));
    FakeXhr.last.ontimeout?.();
    await expect(timedOut).rejects.toThrow(/^timeout of 50000 ms exceeded$/);
    const aborted = xhrTransport(request('{}', () => undefined));
    FakeXhr.last.abort();
    await expect(aborted).rejects.toThrow(/^request aborted$/);
  });
});
