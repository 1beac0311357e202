import { siteSettingsQuery } from '../../api/site';
import { voucherThemesQuery } from '../../api/vouchers';
import forms from '../../locales/en/forms';
import { defineWidget } from '../../ui/definition';
import type { GiftVoucherProps } from './GiftVoucher';

/**
 * Buying and redeeming gift vouchers: `<venue-gift-voucher>` and the CMS `gift_voucher_purchase`
 * widget (its settings are not shown by the spec: the amounts come from the site's template
 * variables, so the widget needs none).
 */
export const giftVoucherWidget = defineWidget<GiftVoucherProps>({
  tag: 'venue-gift-voucher',
  kinds: ['gift_voucher_purchase'],
  load: () => import('./GiftVoucher').then((m) => m.GiftVoucher),
  props: { profileUrl: 'string', loginUrl: 'string', redeem: 'boolean' },
  queries: () => [voucherThemesQuery(), siteSettingsQuery()],
  messages: { forms },
  fromWidget: () => ({}),
});
