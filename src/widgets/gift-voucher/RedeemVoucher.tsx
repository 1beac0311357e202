import type { FormEvent } from 'react';
import { redeemVoucher } from '../../api/vouchers';
import { currentPath } from '../../core/navigation';
import { useGo } from '../../hooks/useGo';
import { useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { SchemaField } from '../../ui/form/SchemaField';
import type { FieldSpec } from '../../ui/form/schema';
import { useForm } from '../../ui/form/useForm';
import { keepVoucherCode } from './pendingCode';

const CODE: FieldSpec = { name: 'code', label: 'forms.code', autoComplete: 'off', required: true };

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
  const form = useForm({ code: initialCode });
  const code = form.values.code.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.busy || !form.validate([CODE])) return;
    if (!member)
      return void form.run(async () => {
        keepVoucherCode(code);
        // The account calls load only now: most visitors of a voucher page never need them.
        const { rememberRedirect } = await import('../../api/account');
        rememberRedirect(currentPath());
        go(loginUrl);
      });
    void form.run(async () => {
      const reply = await redeemVoucher(code);
      if (!reply.success) return form.setError(reply.message || t('error.generic'));
      go(profileUrl);
    });
  };

  return (
    <Form className="voucher-form voucher-redeem" part="form" onSubmit={submit} noValidate>
      <div className="voucher-fields">
        <SchemaField spec={CODE} form={form} />
        {form.error ? <Alert tone="danger">{form.error}</Alert> : null}
        {member ? null : <p className="field-hint">{t('forms.redeem_login_hint')}</p>}
        <Button type="submit" busy={form.busy}>
          {t('forms.redeem_now')}
        </Button>
      </div>
    </Form>
  );
}
