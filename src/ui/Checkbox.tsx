import { type ReactNode } from 'react';
import { FieldMessages, RequiredMark, useFieldIds } from './FieldFrame';
import { useStyles } from '../hooks/useStyles';
import fieldCss from './field.css';

/** How a checkbox is stored (001 §4): 1 ticked, 0 not. */
export type CheckboxValue = 0 | 1;

export interface CheckboxProps {
  /** The text beside the box; clicking it toggles the box. */
  label: ReactNode;
  name: string;
  /** 1 (or true, '1') ticked; anything else not. */
  value: CheckboxValue | boolean | string | null | undefined;
  /** Called with 1 when ticked and 0 when not. */
  onChange: (value: CheckboxValue) => void;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** Reads the values a form or the API may hold for a checkbox. */
export function isTicked(value: CheckboxProps['value']): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/**
 * A labelled checkbox whose value is 1 when ticked and 0 when not (001 §4).
 * @csspart checkbox - The box.
 * @csspart error - The error text.
 */
export function Checkbox({ label, name, value, onChange, required, error, hint, disabled, className }: CheckboxProps) {
  useStyles(fieldCss);
  const ids = useFieldIds(Boolean(hint), Boolean(error));
  return (
    <div className={['field', 'field-checkbox', className].filter(Boolean).join(' ')} data-invalid={error ? true : undefined}>
      <label className="checkbox-label" htmlFor={ids.id}>
        <input
          id={ids.id}
          type="checkbox"
          name={name}
          value="1"
          className="checkbox-input"
          part="checkbox"
          checked={isTicked(value)}
          onChange={(event) => onChange(event.target.checked ? 1 : 0)}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        <span>
          {label}
          {required ? <RequiredMark /> : null}
        </span>
      </label>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
