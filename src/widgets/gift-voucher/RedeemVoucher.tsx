import { useState, type FormEvent } from 'react';
import { redeemVoucher } from '../../api/vouchers';
import { useGo } from '../../hooks/useGo';
import { useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useSubmit } from '../../ui/useSubmit';

/** Redeeming a voucher (001 §2, §7): a Code and 'Redeem Now'; success goes to the profile, a refusal shows the server's words in red. */
export function RedeemVoucher({ profileUrl }: { profileUrl: string }) {
  const t = useT();
  const go = useGo();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState('');
  const { busy, error, setError, run } = useSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) return setProblem(t('forms.required'));
    void run(async () => {
      const reply = await redeemVoucher(code.trim());
      if (!reply.success) return setError(reply.message || t('error.generic'));
      go(profileUrl);
    });
  };

  return (
    <form className="voucher-form voucher-redeem" part="form" onSubmit={submit} noValidate>
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
        <Button type="submit" busy={busy}>
          {t('forms.redeem_now')}
        </Button>
      </div>
    </form>
  );
}
