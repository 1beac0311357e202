import { useEffect, type FocusEvent, type ReactNode } from 'react';
import { useLanguage, useT } from '../hooks/useT';
import { FieldFrame, useFieldIds } from './FieldFrame';
import { useStyles } from '../hooks/useStyles';
import fieldCss from './field.css';

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  /** The visible label. */
  label: ReactNode;
  name: string;
  /** The chosen option's value as text; '' is none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  /** The choices; plain strings are both value and label. */
  options: readonly (SelectOption | string)[];
  /** The blank first option's text, default '-- Select --'; `false` for no blank option. */
  prompt?: string | false;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
}

const normalise = (option: SelectOption | string): SelectOption => (typeof option === 'string' ? { value: option, label: option } : option);

/**
 * A labelled dropdown (001 §5): a blank '-- Select --' prompt first, and a current value that
 * is not among the options is reset to '' through `onChange` (a stale saved choice never
 * posts silently); an empty option list counts as still loading and resets nothing. Without a
 * prompt and with no valid value, the owner picks the first option.
 *
 * @csspart input - The <select>.
 * @csspart error - The error text.
 */
export function Select({ label, name, value, onChange, onBlur, options, prompt, required, error, hint, disabled, className }: SelectProps) {
  useStyles(fieldCss);
  const t = useT();
  const ids = useFieldIds(Boolean(hint), Boolean(error));
  const items = options.map(normalise);
  // No options yet means they are still loading: nothing to compare against.
  const known = value === '' || items.length === 0 || items.some((item) => String(item.value) === value);

  useEffect(() => {
    if (!known) onChange('');
  }, [known, onChange]);

  return (
    <FieldFrame ids={ids} label={label} required={required} error={error} hint={hint} className={className}>
      <select
        id={ids.id}
        name={name}
        className="field-control"
        part="input"
        value={known ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      >
        {prompt === false ? null : <option value="">{prompt ?? t('common.select')}</option>}
        {items.map((item) => (
          <option key={String(item.value)} value={String(item.value)} disabled={item.disabled}>
            {item.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** Countries offered (ISO codes, as the API takes them); AU first. */
const COUNTRIES = ['AU', 'NZ', 'GB', 'US', 'CA', 'IE', 'SG', 'JP', 'DE', 'FR'];

/** A country's name in the language shown. */
function countryName(code: string, lng: string): string {
  try {
    return new Intl.DisplayNames([lng], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The country of an address or a shipping quote: ISO codes, named in the language shown; AU when none. */
export function CountrySelect({ label, value, onChange }: { label: ReactNode; value: string; onChange: (code: string) => void }) {
  const lng = useLanguage();
  return (
    <Select
      label={label}
      name="country"
      value={value || 'AU'}
      prompt={false}
      onChange={(code) => onChange(code || 'AU')}
      options={COUNTRIES.map((code) => ({ value: code, label: countryName(code, lng) }))}
    />
  );
}
