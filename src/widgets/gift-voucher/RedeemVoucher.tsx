import { useState, type FormEvent } from 'react';
import { redeemVoucher } from '../../api/vouchers';
import { currentPath } from '../../core/navigation';
import { useGo } from '../../hooks/useGo';
import { useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useSubmit } from '../../ui/useSubmit';
import { keepVoucherCode } from './pendingCode';
import { Form } from '../../ui/Form';

export interface RedeemVoucherProps {
  profileUrl: string;
  loginUrl: string;
  /** A member is logged in: 'Redeem Now' redeems; otherwise it asks them to log in first. */
  member: boolean;
  /** A code kept through the login. */
  initialCode?: string;
}

/**
 * Redeeming a voucher (001 §2, §7): a Code and 'Redeem Now' for everyone; success goes to the
 * profile, a refusal shows the server's words in red. A visitor's submit keeps the code and goes
 * to log in, as a login-redirect button does (001 §2): the current path becomes
 * redirect_after_login.
 */
export function RedeemVoucher({ profileUrl, loginUrl, member, initialCode = '' }: RedeemVoucherProps) {
  const t = useT();
  const go = useGo();
  const [code, setCode] = useState(initialCode);
  const [problem, setProblem] = useState('');
  const { busy, error, setError, run } = useSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) return setProblem(t('forms.required'));
    if (!member)
      return void run(async () => {
        keepVoucherCode(code.trim());
        // The account calls load only now: most visitors of a voucher page never need them.
        const { rememberRedirect } = await import('../../api/account');
        rememberRedirect(currentPath());
        go(loginUrl);
      });
    void run(async () => {
      const reply = await redeemVoucher(code.trim());
      if (!reply.success) return setError(reply.message || t('error.generic'));
      go(profileUrl);
    });
  };

  return (
    <Form className="voucher-form voucher-redeem" part="form" onSubmit={submit} noValidate>
      <div className="voucher-fields">
        <Field
          label={t('forms.code')}
          name="code"
          value={code}
          onChange={(value) => {
            setCode(value);
            setProblem('');
          }}
          required
          autoComplete="off"
          error={problem || undefined}
        />
        {error ? <Alert tone="danger">{error}</Alert> : null}
        {member ? null : <p className="field-hint">{t('forms.redeem_login_hint')}</p>}
        <Button type="submit" busy={busy}>
          {t('forms.redeem_now')}
        </Button>
      </div>
    </Form>
  );
}
