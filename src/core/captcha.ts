/**
 * The captcha of forms with use_captcha (001 §3 Form): Google reCAPTCHA (v2, its checkbox) by
 * default, Cloudflare Turnstile or hCaptcha by the `captcha` setting, each with the venue's site
 * key (`captchaSiteKey`). The service's script is loaded when a form that needs it is shown, once
 * per page, and never for any other form. The three render the same way (explicit rendering into
 * an element, a callback with the token), so one small interface covers them.
 */
import type { CaptchaProvider } from './config';
import { inBrowser } from './platform';

/** What a service's script defines (grecaptcha, turnstile, hcaptcha), as far as forms use it. */
export interface CaptchaApi {
  render(
    element: HTMLElement,
    options: { sitekey: string; callback(token: string): void; 'expired-callback'(): void; 'error-callback'?(): void; hl?: string },
  ): unknown;
  reset(id?: unknown): void;
  ready?(callback: () => void): void;
}

interface Service {
  /** Its script, in explicit rendering (no widget is drawn until a form asks). */
  script: string;
  /** The global the script defines. */
  global: string;
  /**
   * The field the token is sent in (contract/openapi.json, x-assumed: the spec names none), as
   * each service's own widget names it in a form, which the venue's server verifies with it.
   */
  field: string;
}

export const CAPTCHA_SERVICES: Record<CaptchaProvider, Service> = {
  recaptcha: { script: 'https://www.google.com/recaptcha/api.js?render=explicit', global: 'grecaptcha', field: 'g-recaptcha-response' },
  turnstile: {
    script: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    global: 'turnstile',
    field: 'cf-turnstile-response',
  },
  hcaptcha: {
    script: 'https://js.hcaptcha.com/1/api.js?render=explicit&recaptchacompat=off',
    global: 'hcaptcha',
    field: 'h-captcha-response',
  },
};

const loading = new Map<CaptchaProvider, Promise<CaptchaApi>>();

/** The service's interface once its script has run: the script is added to the page once. */
export function loadCaptcha(provider: CaptchaProvider): Promise<CaptchaApi> {
  const service = CAPTCHA_SERVICES[provider];
  let pending = loading.get(provider);
  if (pending) return pending;
  pending = new Promise<CaptchaApi>((resolve, reject) => {
    if (!inBrowser) return reject(new Error('no page to load a captcha into'));
    const found = () => (window as unknown as Record<string, CaptchaApi | undefined>)[service.global];
    const script = document.createElement('script');
    script.async = true;
    script.src = service.script;
    script.onload = () => {
      const api = found();
      if (!api) return reject(new Error(`${service.script} defined no ${service.global}`));
      // reCAPTCHA's api.js loads the rest of itself: ready() says when render() can be called.
      if (api.ready) api.ready(() => resolve(api));
      else resolve(api);
    };
    script.onerror = () => reject(new Error(`${service.script} could not be loaded`));
    document.head.append(script);
  });
  // A failed load (offline, a blocker) may be tried again by the next form.
  pending.catch(() => loading.delete(provider));
  loading.set(provider, pending);
  return pending;
}
