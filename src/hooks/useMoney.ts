import { useCallback } from 'react';
import { formatMoney } from '../core/money';
import { useLanguage } from './useT';

/** formatMoney in this element's language. */
export function useMoney(): (amount: number) => string {
  const lng = useLanguage();
  return useCallback((amount: number) => formatMoney(amount, lng), [lng]);
}
