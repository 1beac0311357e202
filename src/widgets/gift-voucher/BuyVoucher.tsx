import { useState, type FormEvent } from 'react';
import { currentUrl, leaveSite } from '../../core/navigation';
import { safePaymentUrl } from '../../core/redirects';
import { CUSTOM_AMOUNT, parseAmounts, payForVoucher, voucherAmount, voucherThemesQuery } from '../../api/vouchers';
import { useMoney } from '../../hooks/useMoney';
import { useQuery } from '../../hooks/useQuery';
import { useSiteSettings } from '../../hooks/useSiteSettings';
import { useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Image } from '../../ui/Image';
import { Select } from '../../ui/Select';
import { pending } from '../form/pending';
import { RETURN_PARAM } from '../form/returnAddress';
import { useForm } from '../../ui/form/useForm';
import { Form } from '../../ui/Form';

/**
 * The address to come back to from the card page: this one, without an old token or a CMS
 * form's mark (left from that form's own payment), which would make the return the form's.
 */
function returnAddress(): string {
  const url = new URL(currentUrl());
  url.searchParams.delete('payum_token');
  url.searchParams.delete(RETURN_PARAM);
  return url.href;
}

/**
 * Buying a voucher (001 §2, §5): a theme (no blank option) with its picture (16x9 at 400, avif
 * off), an amount from the site's list, 'Custom Amount' (-1) when the site allows it with the
 * custom amount read as a float, and 'Pay $… Now' once the amount is above 0: the spec's template
 * `Pay ${amount} Now` with the number as it is ('Pay $50 Now', 'Pay $12.5 Now'), not as money. payNow answers
 * with the payment page, left for through the one checked way out; its refusal is shown in red.
 */
export function BuyVoucher() {
  const t = useT();
  const money = useMoney();
  const themes = useQuery(voucherThemesQuery());
  const { settings } = useSiteSettings();
  const form = useForm({ theme_id: '', amount: '', custom_amount: '' });
  const { values, busy, error, setError } = form;
  const [leaving, setLeaving] = useState(false);

  if (themes.error || !themes.data) return pending(themes, t('forms.themes_failed'), t('common.loading'));

  const list = themes.data;
  const theme = list.find((item) => item.id === values.theme_id) ?? list[0];
  const amounts = parseAmounts(settings.amounts);
  const options = [
    ...amounts.map((a) => ({ value: String(a), label: money(a) })),
    ...(settings.allow_custom_amounts ? [{ value: String(CUSTOM_AMOUNT), label: t('forms.custom_amount') }] : []),
  ];
  const isCustom = values.amount === String(CUSTOM_AMOUNT);
  const amount = voucherAmount(values.amount, values.custom_amount);

  const pay = (event: FormEvent) => {
    event.preventDefault();
    if (busy || leaving) return;
    if (!theme || amount <= 0) return void form.check({ [isCustom ? 'custom_amount' : 'amount']: t('forms.required') });
    void form.run(async () => {
      const reply = await payForVoucher(theme.id, amount, returnAddress());
      const payment = reply.success ? safePaymentUrl(reply.payment) : undefined;
      if (!reply.success) return setError(reply.message || t('error.generic'));
      if (payment && leaveSite(payment)) setLeaving(true);
      else setError(t('error.generic'));
    });
  };

  return (
    <Form className="voucher-form" part="form" onSubmit={pay} noValidate>
      <div className="voucher-fields">
        <Select
          label={t('forms.theme')}
          name="theme_id"
          value={theme?.id ?? ''}
          onChange={form.set('theme_id')}
          options={list.map((item) => ({ value: item.id, label: item.name }))}
          prompt={false}
          required
        />
        <Select label={t('forms.amount')} {...form.field('amount')} options={options} required />
        {isCustom ? (
          <Field label={t('forms.your_amount')} {...form.field('custom_amount')} type="number" step={0.01} min={0.01} required />
        ) : null}
        {error ? <Alert tone="danger">{error}</Alert> : null}
        {amount > 0 ? (
          <Button type="submit" busy={busy || leaving}>
            {t('forms.pay_now', { amount: String(amount) })}
          </Button>
        ) : null}
      </div>
      {theme?.image ? (
        <div className="voucher-image" part="image">
          <Image image={theme.image} alt={t('forms.theme_image', { name: theme.name })} avif={false} width={400} height={225} />
        </div>
      ) : null}
    </Form>
  );
}
