import { useEffect, useMemo, useRef, useState } from 'react';
import { addressesQuery, createAddress } from '../../api/user';
import { useQuery } from '../../hooks/useQuery';
import { addressToSend, type AddressDraft } from '../../ui/address';

/** The value of the "a new address" choice. */
export const NEW = 'new';

/**
 * Which address the order ships to: a saved one (the member's current address first, else the
 * first saved one) or a new one, typed into the checkout's form (`draft`, its values) and created
 * on submit, once: a retry after a failed order reuses it unless it was edited.
 */
export function useAddressChoice(email: string, currentAddressId: number | null, draft: AddressDraft) {
  const addresses = useQuery(addressesQuery());
  const saved = useMemo(() => (addresses.data ?? []).filter((a) => a.enabled === undefined || Boolean(a.enabled)), [addresses.data]);
  const [choice, setChoice] = useState('');
  const created = useRef<{ key: string; id: number } | null>(null);

  useEffect(() => {
    if (choice || addresses.loading) return;
    const current = saved.find((a) => a.id === currentAddressId) ?? saved[0];
    setChoice(current ? String(current.id) : NEW);
  }, [saved, addresses.loading, choice, currentAddressId]);

  const chosen = choice === NEW ? draft : saved.find((a) => String(a.id) === choice);

  /** The id to order with: the saved address's, or the new one's once created. */
  async function addressId(): Promise<number> {
    if (choice !== NEW) return Number(choice);
    const address = addressToSend(draft, email);
    const key = JSON.stringify(address);
    if (created.current?.key === key) return created.current.id;
    const reply = (await createAddress(address)) as {
      id?: number;
      data?: { id?: number };
    };
    const id = Number(reply?.data?.id ?? reply?.id);
    if (!id) throw new Error('createAddress returned no id');
    created.current = { key, id };
    return id;
  }

  return { addresses, saved, choice, setChoice, chosen, addressId };
}
