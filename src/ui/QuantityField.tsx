import type { ReactNode } from 'react';
import { MAX_QTY } from '../core/money';
import { Field } from './Field';

/** The whole number typed, when it is from 1 to `max`; otherwise undefined. */
export function quantityOf(value: string, max = MAX_QTY): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
}

export interface QuantityFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The most that can be bought (the stock, at most 99). */
  max?: number;
  /** Shown when the typed quantity is not from 1 to `max`. */
  invalidText: string;
  /** Keeps quiet about an out-of-range value (nothing can be bought, or the server's own limit is shown). */
  quiet?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  className?: string;
}

/** A quantity from 1 to `max` (001 §5 / 000 §3: 1 to 99), for the cart's lines and the product form. */
export function QuantityField({
  label,
  value,
  onChange,
  max = MAX_QTY,
  invalidText,
  quiet,
  disabled,
  hint,
  className,
}: QuantityFieldProps) {
  return (
    <Field
      className={className}
      label={label}
      name="qty"
      type="number"
      min={1}
      max={max}
      step={1}
      value={value}
      onChange={onChange}
      disabled={disabled}
      error={quiet || quantityOf(value, max) !== undefined ? undefined : invalidText}
      hint={hint}
    />
  );
}
