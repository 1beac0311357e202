import { useEffect, useState } from 'react';
import { paymentResultQuery } from '../../api/forms';
import { currentQuery, currentUrl, replaceAddress } from '../../core/navigation';
import { useQuery } from '../../hooks/useQuery';
import { useUser } from '../../hooks/useSession';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { RETURN_PARAM } from '../form/returnAddress';
import { Spinner } from '../../ui/Spinner';
import { BuyVoucher } from './BuyVoucher';
import css from './gift-voucher.css';
import { forgetVoucherCode, keptVoucherCode } from './pendingCode';
import { RedeemVoucher } from './RedeemVoucher';

export interface GiftVoucherProps {
  /** Where a redeemed voucher takes the member (default '/profile'). */
  profileUrl?: string;
  /** Where visitors log in to redeem (default '/login'); they come back here after. */
  loginUrl?: string;
  /** Starts in redeem mode. */
  redeem?: boolean;
}

/** The address without the card page's token, for a fresh start after a payment result. */
function withoutToken(): string {
  const url = new URL(currentUrl());
  url.searchParams.delete('payum_token');
  return url.pathname + (url.searchParams.size ? `?${url.searchParams}` : '') + url.hash;
}

/**
 * The gift voucher screen (001 §2, §4, §5): buy and redeem, switched by 'Redeem a gift voucher' /
 * 'Buy a gift voucher'. Back from the card page with `payum_token`, the payment's result shows
 * instead: 'Payment Successful Please check your email for your receipt' or 'Payment Failed'.
 * Redeeming needs a member (the server's rule), but the Code and 'Redeem Now' show to everyone:
 * a visitor's 'Redeem Now' keeps the code for this tab and goes to log in (redirect_after_login
 * brings them back), and the code is back in its field, in redeem mode, when they return.
 * @csspart base - The screen.
 * @csspart toggle - The button switching between buying and redeeming.
 * @csspart image - The chosen theme's picture.
 */
export function GiftVoucher({ profileUrl = '/profile', loginUrl = '/login', redeem = false }: GiftVoucherProps) {
  useStyles(css);
  const t = useT();
  const user = useUser();
  const [kept] = useState(keptVoucherCode);
  useEffect(() => {
    if (kept) forgetVoucherCode();
  }, [kept]);
  const [mode, setMode] = useState<'buy' | 'redeem'>(redeem || kept ? 'redeem' : 'buy');
  // A return marked for a CMS form on the same page is that form's to answer.
  const [token, setToken] = useState(() => (currentQuery().get(RETURN_PARAM) ? '' : (currentQuery().get('payum_token') ?? '')));
  // checkPaid takes the address the card page returned to (001 §7 url, base64).
  const payment = useQuery(token ? paymentResultQuery(token, currentUrl()) : null);
  const start = () => {
    replaceAddress(withoutToken());
    setToken('');
  };

  if (token) {
    if (payment.loading) return <Spinner label={t('forms.checking_payment')} />;
    const paid = payment.data?.success === true;
    return (
      <section className="voucher" part="base">
        <Alert tone={paid ? 'success' : 'danger'}>{paid ? t('forms.voucher_paid') : t('forms.voucher_failed')}</Alert>
        <Button variant="secondary" onClick={start}>
          {t('forms.buy_another')}
        </Button>
      </section>
    );
  }

  return (
    <section className="voucher" part="base" aria-label={mode === 'buy' ? t('forms.buy_mode') : t('forms.redeem_mode')}>
      <div className="voucher-toggle" part="toggle">
        <Button variant="link" onClick={() => setMode(mode === 'buy' ? 'redeem' : 'buy')}>
          {mode === 'buy' ? t('forms.redeem_mode') : t('forms.buy_mode')}
        </Button>
      </div>
      {mode === 'buy' ? (
        <BuyVoucher />
      ) : (
        <RedeemVoucher profileUrl={profileUrl} loginUrl={loginUrl} member={Boolean(user)} initialCode={kept} />
      )}
    </section>
  );
}
