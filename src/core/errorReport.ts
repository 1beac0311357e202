/**
 * Error and trace reports (000 §7 "posted to an error-reporting service", §9 sample rate 0.1):
 * a render error of an element and every failed call are reported, a successful call is
 * reported as a trace one time in ten. Nothing is sent unless `errorReportUrl` is configured.
 * Reports never carry tokens or personal data: the page address goes without its query and
 * hash (login links carry tokens there), call paths without their query (e-mail addresses),
 * and messages with anything that looks like a token or an e-mail address masked.
 */
import { getConfig } from './config';
import { inBrowser } from './platform';

export interface Report {
  kind: 'error' | 'trace';
  message: string;
  element?: string;
  status?: number;
  call?: string;
  url?: string;
  at?: string;
  version?: string;
}

const JWT = /\beyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/g;
const BEARER = /\bBearer\s+\S+/gi;
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const LONG_TOKEN = /\b[A-Za-z0-9_-]{32,}\b/g;

/** Masks what could identify a member or open a session. */
export function scrub(text: string): string {
  return text
    .replace(JWT, '[token]')
    .replace(BEARER, 'Bearer [token]')
    .replace(EMAIL, '[email]')
    .replace(LONG_TOKEN, '[token]')
    .slice(0, 500);
}

/** A path or address without its query and hash. */
export function bare(address: string): string {
  try {
    const url = new URL(address, 'https://relative.invalid');
    return url.origin === 'https://relative.invalid' ? url.pathname : url.origin + url.pathname;
  } catch {
    return '';
  }
}

export function buildReport(report: Omit<Report, 'at' | 'url' | 'version'>): Report {
  return {
    kind: report.kind,
    message: scrub(report.message),
    ...(report.element ? { element: report.element } : {}),
    ...(report.status !== undefined ? { status: report.status } : {}),
    ...(report.call ? { call: bare(report.call) } : {}),
    url: inBrowser ? bare(window.location.href) : undefined,
    at: new Date().toISOString(),
    version: typeof __VERSION__ === 'string' ? __VERSION__ : undefined,
  };
}

function send(report: Report): void {
  const { errorReportUrl } = getConfig();
  if (!errorReportUrl || !inBrowser) return;
  const body = JSON.stringify(report);
  try {
    // text/plain: a simple request, no preflight, and it survives the page unloading.
    if (navigator.sendBeacon?.(errorReportUrl, new Blob([body], { type: 'text/plain' }))) return;
    void fetch(errorReportUrl, { method: 'POST', body, keepalive: true, mode: 'no-cors' }).catch(() => undefined);
  } catch {
    /* reporting must never break the page */
  }
}

/** Always sent (when a report address is configured). */
export function reportError(report: Omit<Report, 'kind' | 'at' | 'url' | 'version'>): void {
  send(buildReport({ ...report, kind: 'error' }));
}

/** Sent for a share `traceSampleRate` of calls. */
export function reportTrace(report: Omit<Report, 'kind' | 'at' | 'url' | 'version'>, random: () => number = Math.random): void {
  if (random() >= getConfig().traceSampleRate) return;
  send(buildReport({ ...report, kind: 'trace' }));
}
