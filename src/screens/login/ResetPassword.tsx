import { recoverPasswordCheck } from '../../api/auth';
import { useT } from '../../hooks/useT';
import { SchemaField } from '../../ui/form/SchemaField';
import { CODE, EMAIL, NEW_PASSWORD } from './fields';
import { LoginStep, type StepProps } from './LoginStep';

/** The recovery code and a new password (suggested if wished); then the password login, with the new password filled in. */
export function ResetPassword(step: StepProps) {
  const t = useT();
  const { form } = step;
  const submit = () => {
    if (!form.validate([CODE, NEW_PASSWORD])) return;
    const { email, code, newpassword } = form.values;
    void form.run(async () => {
      await recoverPasswordCheck(email.trim(), code.trim(), newpassword);
      form.setValues((v) => ({ ...v, code: '', password: newpassword }));
      step.goTo('password', t('account.password_changed'));
    });
  };
  return (
    <LoginStep step={step} label={t('account.set_password')} onSubmit={submit}>
      <SchemaField spec={EMAIL} form={form} readOnly />
      <SchemaField spec={CODE} form={form} />
      <SchemaField spec={NEW_PASSWORD} form={form} />
    </LoginStep>
  );
}
