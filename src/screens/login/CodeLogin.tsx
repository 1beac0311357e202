import { loginWithCode } from '../../api/auth';
import { useT } from '../../hooks/useT';
import { SchemaField } from '../../ui/form/SchemaField';
import { CODE, EMAIL } from './fields';
import { LoginStep, type StepProps } from './LoginStep';

/** The one-time code mailed to the address given, which logs the member in. */
export function CodeLogin(step: StepProps) {
  const t = useT();
  const { form } = step;
  const submit = () => {
    if (!form.validate([CODE])) return;
    void form.run(async () => step.complete(await loginWithCode(form.values.email.trim(), form.values.code.trim())));
  };
  return (
    <LoginStep step={step} label={t('account.enter_code')} onSubmit={submit}>
      <SchemaField spec={EMAIL} form={form} readOnly />
      <SchemaField spec={CODE} form={form} />
    </LoginStep>
  );
}
