import { passwordLogin } from '../../api/auth';
import { sessionStore } from '../../core/session/sessionStore';
import { useT } from '../../hooks/useT';
import { SchemaField } from '../../ui/form/SchemaField';
import { EMAIL, PASSWORD } from './fields';
import { LoginStep, type StepProps } from './LoginStep';

/** Login with the e-mail address and a password, which can be revealed. */
export function PasswordLogin(step: StepProps) {
  const t = useT();
  const { form } = step;
  const submit = () => {
    if (!form.validate([EMAIL])) return;
    void form.run(async () => {
      const tokens = await passwordLogin(form.values.email.trim(), form.values.password);
      // 000 §8: a failed login is just false; a call that never reached the server is not a wrong password.
      if (!tokens) return form.setError(sessionStore.getState().link_active ? t('account.wrong_password') : t('error.network'));
      await step.complete(tokens);
    });
  };
  return (
    <LoginStep step={step} label={t('account.log_in')} onSubmit={submit}>
      <SchemaField spec={EMAIL} form={form} />
      <SchemaField spec={PASSWORD} form={form} />
    </LoginStep>
  );
}
