import type { FormEvent, ReactNode } from 'react';
import type { Tokens } from '../../api/auth';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import type { FormState } from '../../ui/form/useForm';

export type Mode = 'email' | 'code' | 'password' | 'forgot' | 'reset';
export type LoginValues = { email: string; code: string; password: string; newpassword: string };

/** What every login mode is given by the login screen. */
export interface StepProps {
  /** The login's one form: the e-mail typed in one mode is there in the next. */
  form: FormState<LoginValues>;
  /** Goes on to another mode, with a notice to show there. */
  goTo: (mode: Mode, notice: string) => void;
  /** Logs the member in with the tokens a mode got, and goes on. */
  complete: (tokens: Tokens) => Promise<void>;
  /** Only a one-time code, never a link. */
  onlyCode: boolean;
  /** The notice the previous mode left. */
  notice: string;
}

/** A mode's form: the notice and the failure above its fields, its button below. */
export function LoginStep({
  step,
  label,
  onSubmit,
  children,
}: {
  step: StepProps;
  label: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { form, notice } = step;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Form ref={form.ref} className="account-form" part="form" onSubmit={submit} noValidate>
      {notice && <Alert tone="info">{notice}</Alert>}
      {form.error && <Alert tone="danger">{form.error}</Alert>}
      {children}
      <Button type="submit" busy={form.busy} fullWidth>
        {label}
      </Button>
    </Form>
  );
}
