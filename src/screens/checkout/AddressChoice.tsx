import type { Address } from '../../api/user';
import { useT } from '../../hooks/useT';
import { formatAddress, SHOP_ADDRESS, type AddressDraft, type AddressField } from '../../ui/address';
import { AddressForm } from '../../ui/AddressForm';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { CheckoutChoice } from './CheckoutChoice';
import { NEW } from './useAddressChoice';

export interface AddressChoiceProps {
  saved: Address[];
  loading: boolean;
  failed: boolean;
  choice: string;
  onChoose: (choice: string) => void;
  draft: AddressDraft;
  onField: (name: AddressField, value: string) => void;
  errors: Record<string, string>;
}

/** Checkout's address: a saved one by its line, or "a new address" with its fields. */
export function AddressChoice({ saved, loading, failed, choice, onChoose, draft, onField, errors }: AddressChoiceProps) {
  const t = useT();
  const options = saved.map((a) => ({ value: String(a.id), label: formatAddress(a) }));
  if (saved.length) options.push({ value: NEW, label: t('shop.new_address') });
  return (
    <CheckoutChoice
      choice="address"
      options={options}
      value={choice}
      onChange={onChoose}
      error={errors.address}
      before={
        <>
          {loading ? <Spinner label={t('common.loading')} /> : null}
          {failed ? <Alert tone="warning">{t('shop.addresses_error')}</Alert> : null}
        </>
      }
    >
      {choice === NEW ? <AddressForm fields={SHOP_ADDRESS} value={draft} onChange={onField} errors={errors} /> : null}
    </CheckoutChoice>
  );
}
