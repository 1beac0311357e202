const warned = new Set<string>();

/**
 * A form with use_captcha on a site with no captcha site key cannot be sent (the venue's server
 * refuses it without a token): the host page's developer is told once per form which setting to
 * add. Visitors see the translated forms.captcha_unavailable instead.
 */
export function warnNoCaptchaKey(form: string, warn: (message: string) => void = console.warn): void {
  if (warned.has(form)) return;
  warned.add(form);
  warn(
    `venue-elements: <venue-form> "${form}" asks for a captcha (use_captcha), but no captcha site key is configured, so it cannot be sent. ` +
      `Set data-captcha-site-key on the <script> tag or VenueElements.configure({ captchaSiteKey: '…' }); ` +
      `reCAPTCHA is the default service, data-captcha="turnstile" or "hcaptcha" (captcha) picks another.`,
  );
}
