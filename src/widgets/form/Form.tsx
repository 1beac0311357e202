import { useMemo } from 'react';
import { formQuery, paymentResultQuery } from '../../api/forms';
import { currentQuery, currentUrl } from '../../core/navigation';
import { useQuery } from '../../hooks/useQuery';
import { useUser } from '../../hooks/useSession';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { errorText } from '../../ui/errorText';
import { Spinner } from '../../ui/Spinner';
import css from './form.css';
import { FormBody } from './FormBody';
import { pending } from './pending';
import { RETURN_PARAM } from './returnAddress';
import { LoginPrompt } from './LoginPrompt';

export interface FormProps {
  /** The form's number or url (the CMS widget's `form` setting). */
  formId: string;
  /** Where visitors log in for a members-only form (default '/login'); they come back here after. */
  loginUrl?: string;
}

/**
 * A form built in the CMS (001 §3 Form, §4 Generic form): its data fields and questions, checked
 * as §5 says, sent with the current address in base64. A form with a cost shows it with the card
 * surcharge and sends the visitor to the payment page; back with `payum_token` (and this form's
 * mark, so a second form on the page stays as it is), the payment is checked: the success text,
 * or the form again with the payment's outcome. must_be_logged_on (its effect is not shown by the
 * spec, so decided here): visitors see a login link that brings them back to the form.
 * @csspart form - The <form>.
 * @csspart cost - The cost and surcharge line.
 */
export function Form({ formId, loginUrl = '/login' }: FormProps) {
  useStyles(css);
  const t = useT();
  const user = useUser();
  // The card page's return: read once; only the form that sent the visitor there answers it.
  // FormBody marks the return address with this same formId, however the host named the form.
  const token = useMemo(() => {
    const query = currentQuery();
    return query.get(RETURN_PARAM) === formId ? (query.get('payum_token') ?? '') : '';
  }, [formId]);
  const form = useQuery(formId ? formQuery(formId) : null);
  // checkPaid takes the address the card page returned to (001 §7 url, base64).
  const payment = useQuery(token ? paymentResultQuery(token, currentUrl()) : null);

  if (!formId) return null;
  if (form.error || !form.data) return pending(form, t('forms.load_failed'), t('forms.loading'));
  if (token && payment.loading) return <Spinner label={t('forms.checking_payment')} />;
  if (payment.data?.success)
    return (
      <div className="venue-form" part="base">
        <Alert tone="success">{t('forms.payment_success')}</Alert>
      </div>
    );
  if (form.data.must_be_logged_on && !user)
    return (
      <div className="venue-form" part="base">
        <LoginPrompt text={t('forms.login_required')} loginUrl={loginUrl} />
      </div>
    );

  const declined = payment.error
    ? errorText(payment.error, t)
    : payment.data
      ? t('forms.payment_failed', { message: payment.data.message || t('error.generic') })
      : '';
  return <FormBody form={form.data} mark={formId} declined={declined} />;
}
