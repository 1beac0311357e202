import { useT } from '../../hooks/useT';
import { RadioGroup, type RadioGroupProps } from '../../ui/RadioGroup';

/** Checkout's choices (000 §3): each its section's part, the name the order's field goes by, its legend. */
const CHOICES = {
  address: { part: 'address', name: 'address', legend: 'shop.address' },
  payment: { part: 'payment', name: 'paymentGateway', legend: 'shop.payment_type' },
};

/** One of checkout's choices: a section of radio buttons under its legend. */
export function CheckoutChoice({ choice, ...props }: { choice: keyof typeof CHOICES } & Omit<RadioGroupProps, 'legend' | 'name'>) {
  const t = useT();
  const { legend, ...named } = CHOICES[choice];
  return <RadioGroup className="checkout-section" legend={t(legend)} {...named} {...props} />;
}
