import { useEffect, useState } from 'react';
import { setShipping, shippingQuote, type ShippingOption } from '../../api/cart';
import { useCart } from '../../hooks/useCart';
import { useMoney } from '../../hooks/useMoney';
import { useT } from '../../hooks/useT';
import { formatAddress, type AddressDraft } from '../../ui/address';
import { errorText } from '../../ui/errorText';

type Place = Partial<
  Pick<AddressDraft, 'display_name' | 'street_address' | 'street_address_1' | 'city' | 'state' | 'postcode' | 'country'>
>;

/**
 * What a quote is asked for (000 §7 shipping quote): the city, the postcode and the country as
 * text, the country upper case (Australia unless given). None while the postcode does not look
 * complete. A stored address is the API's: a field of another type than text is read as text.
 */
export function quotePlace(address: Place | undefined): { city: string; postcode: string; country: string } | null {
  const postcode = String(address?.postcode ?? '').trim();
  if (!address || !/^[\w -]{3,12}$/.test(postcode)) return null;
  return { city: String(address.city ?? ''), postcode, country: String(address.country || 'AU').toUpperCase() };
}

/**
 * The shipping options quoted for an address (a typed one once its postcode looks complete, after
 * a pause), and the one chosen: kept from the cart when the address offers it.
 */
export function useShippingQuote(address: Place | undefined, typing: boolean, onError: (message: string) => void) {
  const t = useT();
  const money = useMoney();
  const stored = useCart((c) => c.shipping_type);
  const [options, setOptions] = useState<ShippingOption[] | null>(null);
  const [quoteError, setQuoteError] = useState('');
  const [shippingId, setShippingId] = useState('');
  const key = address ? `${address.city}|${address.postcode}|${address.country}` : '';

  useEffect(() => {
    const place = quotePlace(address);
    if (!place) {
      setOptions(null);
      return;
    }
    let live = true;
    const timer = setTimeout(
      () => {
        setQuoteError('');
        shippingQuote(place.city, place.postcode, place.country, money).then(
          (list) => live && setOptions(list),
          (error: unknown) => {
            if (!live) return;
            setOptions(null);
            setQuoteError(errorText(error, t));
          },
        );
      },
      typing ? 400 : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `key` stands for the address the quote is for: a new quote only when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  // Keep the option chosen in the cart when this address offers it.
  useEffect(() => {
    if (!options) return;
    if (shippingId && options.some((o) => String(o.id) === shippingId)) return;
    const fromCart = options.find((o) => String(o.id) === stored);
    setShippingId(fromCart ? String(fromCart.id) : '');
    // Only a new list of options re-picks; the member's own choice is left alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options]);

  const pick = (id: string) => {
    setShippingId(id);
    setShipping(id, address ? formatAddress(address) : '').catch((error: unknown) => onError(errorText(error, t)));
  };

  return { key, options, quoteError, shippingId, pick };
}
