import { useHydrated } from '../../hooks/useHydrated';
import { useEffect } from 'react';
import { rememberThisPage } from '../../api/account';
import { loadCart } from '../../api/cart';
import { paymentCheckQuery, type PaymentCheck } from '../../api/shop';
import { currentQuery, currentUrl } from '../../core/navigation';
import { useLink } from '../../hooks/useLink';
import { useQuery } from '../../hooks/useQuery';
import { useUser } from '../../hooks/useSession';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { errorText } from '../../ui/errorText';
import { Link } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import buttonCss from '../../ui/button.css';
import cartCss from '../cart/cart.css';
import css from './invoice.css';
import { InvoiceView } from './InvoiceView';

export interface InvoiceProps {
  /** The invoice number. Absent: the one the returning payment (`payum_token` in the address) paid for. */
  invoiceId?: string;
  /** 'invoice' (default) or 'tickets' (the /print-tickets view: only the tickets). */
  view?: string;
  /** Opens the browser's print dialog once the invoice has loaded (the /print variants). */
  print?: boolean;
  /** Where visitors log in (default '/login'). */
  loginUrl?: string;
  /** Where 'Back to checkout' leads after a declined payment (default '/checkout'). */
  checkoutUrl?: string;
}

/** The payment token the card page adds to the return address, if any. */
function payumToken(): string {
  return currentQuery().get('payum_token') ?? '';
}

/**
 * The invoice after checkout (000 /invoice/{id}, /invoice/print/{id}, /show-invoice/{id},
 * /print-tickets/{id}; their content is not shown by the spec, so decided here): when the card
 * page returns with `payum_token`, checkPaid says how it went — a decline or an unpaid payment
 * is shown with the server's reason and a way back to checkout. Then the invoice: number, date,
 * status, delivery address, lines, totals with GST, note, and the tickets (one per unit, issued
 * once paid). Print: a Print button, a print sheet without the buttons, and `print` to open the
 * print dialog by itself. Login required.
 */
export function Invoice({ invoiceId, view = 'invoice', print = false, loginUrl, checkoutUrl }: InvoiceProps) {
  useStyles(css, cartCss, buttonCss);
  const t = useT();
  const user = useUser();
  // The card page's return token is in the address bar: a browser's, read once it is live.
  const token = useHydrated() ? payumToken() : '';

  const login = useLink(loginUrl, '/login').href;
  useEffect(() => {
    if (!user) rememberThisPage(login);
  }, [user, login]);

  const payment = useQuery(token && user ? paymentCheckQuery(token, currentUrl()) : null);

  // The order is placed (and the cart emptied on the server): show the cart as it now is.
  useEffect(() => {
    if (token) void loadCart(true).catch(() => undefined);
  }, [token]);

  if (!user)
    return (
      <Alert tone="info">
        {t('shop.invoice_login')}{' '}
        <Link to={loginUrl} sitePath="/login">
          {t('shop.log_in')}
        </Link>
      </Alert>
    );
  if (payment.loading && !payment.data && token) return <Spinner label={t('shop.checking_payment')} />;
  if (payment.error)
    return (
      <Alert tone="danger">
        {t('shop.invoice_error')} {errorText(payment.error, t)}
      </Alert>
    );

  const check = payment.data;
  const paidFor = check?.payment?.kind === 'order' && check.payment.reference ? String(check.payment.reference) : '';
  const id = invoiceId || paidFor;
  return (
    <div className="invoice-screen" part="invoice-screen">
      {check ? <PaymentNotice check={check} checkoutUrl={checkoutUrl} /> : null}
      {id ? <InvoiceView id={id} view={view} print={print} /> : <p>{t('shop.no_invoice')}</p>}
    </div>
  );
}

function PaymentNotice({ check, checkoutUrl }: { check: PaymentCheck; checkoutUrl?: string }) {
  const t = useT();
  const status = check.payment?.status;
  if (check.success)
    return (
      <Alert tone="success">
        <span part="payment-status">{t('shop.payment_received')}</span>
      </Alert>
    );
  return (
    <Alert tone={status === 'declined' ? 'danger' : 'warning'}>
      <span part="payment-status">
        {status === 'declined' ? t('shop.payment_failed', { message: check.message }) : check.message || t('shop.payment_pending')}
      </span>{' '}
      <Link to={checkoutUrl} sitePath="/checkout">
        {t('shop.try_again_checkout')}
      </Link>
    </Alert>
  );
}
