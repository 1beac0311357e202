import { useEffect } from 'react';
import { cartStore, loadCart, type CartState } from '../api/cart';
import { useStore } from './useStore';

let loadedOnce = false;

/**
 * A field of the shared cart. The first element that asks loads the cart once per page; after
 * that every change (this tab or another) reaches every element through the store.
 */
export function useCart<S>(selector: (cart: CartState) => S): S {
  useEffect(() => {
    if (loadedOnce) return;
    loadedOnce = true;
    loadCart().catch(() => {
      loadedOnce = false;
    });
  }, []);
  return useStore(cartStore, selector);
}
