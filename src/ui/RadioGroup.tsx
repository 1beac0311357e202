import { useId, type ReactNode } from 'react';
import { useStyles } from '../hooks/useStyles';
import fieldCss from './field.css';
import css from './radio.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** Shown after the label (a badge). */
  extra?: ReactNode;
}

export interface RadioGroupProps {
  legend: ReactNode;
  name: string;
  options: RadioOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  className?: string;
  part?: string;
  /** Shown before the options (a loading state, a notice). */
  before?: ReactNode;
  /** Shown after the options and the error (the fields of a chosen option). */
  children?: ReactNode;
}

/**
 * One choice among a few, as native radio buttons in a fieldset (arrow keys move between them),
 * with the error under them tied to the group.
 * @csspart (given by `part`) - The fieldset.
 */
export function RadioGroup({ legend, name, options, value, onChange, error, className, part, before, children }: RadioGroupProps) {
  useStyles(css, fieldCss);
  const errorId = useId();
  return (
    <fieldset
      className={['radio-group', className].filter(Boolean).join(' ')}
      part={part}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{legend}</legend>
      {before}
      {options.map((option) => (
        <label key={option.value} className="radio-label">
          <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
          <span>{option.label}</span>
          {option.extra}
        </label>
      ))}
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}
