import { recoverPassword } from '../../api/auth';
import { useT } from '../../hooks/useT';
import { SchemaField } from '../../ui/form/SchemaField';
import { EMAIL } from './fields';
import { LoginStep, type StepProps } from './LoginStep';

/** Password recovery (000 §2 /forgotpassword): the e-mail address a recovery code is sent to. */
export function ForgotPassword(step: StepProps) {
  const t = useT();
  const { form } = step;
  const submit = () => {
    if (!form.validate([EMAIL])) return;
    const email = form.values.email.trim();
    void form.run(async () => {
      await recoverPassword(email);
      step.goTo('reset', t('account.code_hint', { email }));
    });
  };
  return (
    <LoginStep step={step} label={t('account.send_recovery')} onSubmit={submit}>
      <SchemaField spec={EMAIL} form={form} />
    </LoginStep>
  );
}
