import { logInThroughOutbox, newMember } from './shop-helpers';
import { expect, strictApi, strictPages, test } from './strict-helpers';

/** Checkout against a back end that answers exactly the contract. */
test.describe('strict: <venue-checkout>', () => {
  test('the payment step asks paymentSurchargesOf for the order total and shows each surcharge of its reply', async ({
    page,
    strictCalls,
  }) => {
    test.setTimeout(60_000);
    const member = await newMember(page.request, { earlierSku: 'STK-5', base: strictApi() });
    await logInThroughOutbox(page, member, `${strictPages()}/tests/browser/fixtures/shop-checkout.html`);
    const checkout = page.locator('#checkout');
    await checkout.getByRole('radio', { name: 'Standard Post $9.95' }).check();
    await expect(checkout.locator('[part=total]')).toHaveText('$17.95');
    await expect(checkout.locator('[part=surcharges] dl > div')).toHaveText([
      'Credit or debit card surcharge+$0.27',
      'American Express surcharge+$0.52',
    ]);
    expect(strictCalls.calls).toContainEqual({ method: 'POST', path: '/api/v1/cognito/payment/paymentSurchargesOf', status: 200 });
  });
});
