import { sendLoginLink } from '../../api/auth';
import { currentUrl } from '../../core/navigation';
import { useT } from '../../hooks/useT';
import { SchemaField } from '../../ui/form/SchemaField';
import { EMAIL } from './fields';
import { LoginStep, type StepProps } from './LoginStep';

/** The e-mail to send a login link and a one-time code to (or the code alone), then the code's entry. */
export function LinkLogin(step: StepProps) {
  const t = useT();
  const { form, onlyCode } = step;
  const submit = () => {
    if (!form.validate([EMAIL])) return;
    const email = form.values.email.trim();
    void form.run(async () => {
      await sendLoginLink(email, onlyCode, currentUrl());
      const hint = t('account.code_hint', { email });
      step.goTo('code', onlyCode ? hint : `${hint} ${t('account.link_sent')}`);
    });
  };
  return (
    <LoginStep step={step} label={onlyCode ? t('account.send_code') : t('account.send_link')} onSubmit={submit}>
      <SchemaField spec={EMAIL} form={form} />
    </LoginStep>
  );
}
