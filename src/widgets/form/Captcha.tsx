import { useEffect, useRef, useState } from 'react';
import { CAPTCHA_SERVICES, loadCaptcha } from '../../core/captcha';
import { getConfig } from '../../core/config';
import { useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { warnNoCaptchaKey } from './captchaWarning';

/**
 * The captcha of a form with use_captcha (001 §3 Form): the configured service's widget, drawn by
 * its own script (loaded now, core/captcha) into a box React leaves alone. The token it gives is
 * handed up as the field it is sent in (`onToken`, a state setter), and taken back when it
 * expires or fails. A token is good for one send: the form mounts a new Captcha (its key) after
 * each one. Loaded only by forms with use_captcha (FormBody), with the service's loader. On a
 * site with no site key it says the form cannot be sent, and tells the developer which setting.
 */
export function Captcha({ form, onToken }: { form: string; onToken: (fields: Record<string, string>) => void }) {
  const t = useT();
  const keyed = Boolean(getConfig().captchaSiteKey);
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = box.current;
    const { captcha, captchaSiteKey } = getConfig();
    if (!captchaSiteKey) return warnNoCaptchaKey(form);
    if (!el) return;
    let live = true;
    loadCaptcha(captcha).then(
      (api) => {
        if (!live) return;
        const give = (token: string) => live && onToken(token ? { [CAPTCHA_SERVICES[captcha].field]: token } : {});
        api.render(el, {
          sitekey: captchaSiteKey,
          callback: give,
          'expired-callback': () => give(''),
          'error-callback': () => give(''),
        });
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [form, onToken]);

  // No key, no token: the form cannot be sent (FormBody disables it), and says so.
  if (!keyed) return <Alert tone="warning">{t('forms.captcha_unavailable')}</Alert>;
  return (
    <div className="form-captcha" part="captcha" role="group" aria-label={t('forms.captcha')}>
      <div ref={box} />
      {failed ? <Alert tone="danger">{t('forms.captcha_failed')}</Alert> : null}
    </div>
  );
}
