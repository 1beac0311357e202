import { useState, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import { FieldFrame, useFieldIds } from './FieldFrame';
import { useT } from '../hooks/useT';
import { applyMask, caretAfterSlots, DATE_MASK, DATE_PLACEHOLDER, inputModeOf, slotsBefore } from './masks';
import { suggestPassword } from './password';
import { useStyles } from '../hooks/useStyles';
import fieldCss from './field.css';

/** Where a control's label, hint and error are drawn; SignatureField takes the mark from here. */
export { RequiredMark } from './FieldFrame';

export type FieldType = 'text' | 'email' | 'tel' | 'phone' | 'number' | 'percent' | 'password' | 'date' | 'time' | 'textarea';

export interface FieldProps {
  /** The visible label. */
  label: ReactNode;
  /** The form field name (spec names such as `first_name`). */
  name: string;
  /** The current text; a controlled field. */
  value: string;
  /** Called with the new text (already masked). */
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /**
   * text (default), email, tel or phone (the same), number (with `min`/`max`), percent (a number
   * 0-100), password (with a reveal toggle), date (typed dd/mm/yyyy through the date mask), time
   * (the browser's time input), textarea.
   */
  type?: FieldType;
  /** Adds the asterisk (read as 'Required') and the native `required` state. */
  required?: boolean;
  /** A validation or server error shown under the field; marks it aria-invalid. */
  error?: string;
  /** Help text under the field (aria-describedby). */
  hint?: ReactNode;
  /** An input mask: `#` digit, `@` letter, `*` letter or digit; literals are inserted (see masks.ts). */
  mask?: string;
  min?: number;
  max?: number;
  step?: number | 'any';
  placeholder?: string;
  autoComplete?: string;
  disabled?: boolean;
  readOnly?: boolean;
  maxLength?: number;
  /** Textarea height in lines (default 4). */
  rows?: number;
  /** Password fields: offers 'Suggest a password', which fills in a random 8-character password. */
  suggest?: boolean;
  /** Extra class on the field's wrapper. */
  className?: string;
}

/**
 * A labelled text input or textarea with its hint and error (001 §5): the required asterisk,
 * an error linked by aria-describedby with aria-invalid, number bounds, masks (the date type
 * uses D#/M#/Y### shown as dd/mm/yyyy, typed with the numeric keyboard), and password reveal
 * and suggestion. A date's text converts for the API with `maskedDateToIso` (ui/masks). Forms
 * that show their own messages set `noValidate` on the <form>.
 *
 * @csspart input - The input or textarea.
 * @csspart error - The error text.
 */
export function Field(props: FieldProps) {
  useStyles(fieldCss);
  const { label, name, value, onChange, onBlur, type = 'text', required, error, hint, min, max, step, placeholder } = props;
  const { autoComplete, disabled, readOnly, maxLength, rows = 4, suggest, className } = props;
  const t = useT();
  const ids = useFieldIds(Boolean(hint), Boolean(error));
  const [revealed, setRevealed] = useState(false);
  const [suggested, setSuggested] = useState('');

  const mask = type === 'date' ? DATE_MASK : props.mask;

  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const input = event.target;
    if (!mask) return onChange(input.value);
    const typed = input.value;
    const masked = applyMask(typed, mask);
    if (masked !== typed) {
      // Write the masked text now and put the caret back after the same slot, so React's
      // controlled update finds nothing to change and does not move the caret to the end.
      const caret = caretAfterSlots(masked, mask, slotsBefore(typed, input.selectionStart ?? typed.length, mask));
      input.value = masked;
      if ((input.getRootNode() as Document | ShadowRoot).activeElement === input) input.setSelectionRange(caret, caret);
    }
    onChange(masked);
  };

  const common = {
    id: ids.id,
    name,
    value,
    onChange: change,
    onBlur,
    required,
    disabled,
    readOnly,
    placeholder: placeholder ?? (type === 'date' ? DATE_PLACEHOLDER : undefined),
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.describedBy,
    className: 'field-control',
    part: 'input',
  };

  let control: ReactNode;
  if (type === 'textarea') {
    control = <textarea {...common} rows={rows} maxLength={maxLength} />;
  } else if (type === 'number' || type === 'percent') {
    const percent = type === 'percent';
    control = (
      <span className="field-affix" data-suffix={percent ? '%' : undefined}>
        <input
          {...common}
          type="number"
          inputMode={step === undefined || (typeof step === 'number' && Number.isInteger(step)) ? 'numeric' : 'decimal'}
          min={min ?? (percent ? 0 : undefined)}
          max={max ?? (percent ? 100 : undefined)}
          step={step}
        />
      </span>
    );
  } else {
    const password = type === 'password';
    const htmlType = password ? (revealed ? 'text' : 'password') : type === 'phone' ? 'tel' : type === 'date' ? 'text' : type;
    control = (
      <input
        {...common}
        type={htmlType}
        inputMode={mask ? inputModeOf(mask) : undefined}
        maxLength={mask ? mask.length : maxLength}
        autoComplete={autoComplete ?? (password && suggest ? 'new-password' : undefined)}
        spellCheck={password || type === 'email' ? false : undefined}
        autoCapitalize={password || type === 'email' ? 'off' : undefined}
      />
    );
    if (password) {
      control = (
        <span className="field-password">
          {control}
          <button
            type="button"
            className="field-action field-reveal"
            aria-pressed={revealed}
            aria-controls={ids.id}
            disabled={disabled}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? t('common.hide_password') : t('common.show_password')}
          </button>
        </span>
      );
    }
  }

  return (
    <FieldFrame ids={ids} label={label} required={required} error={error} hint={hint} className={className}>
      {control}
      {type === 'password' && suggest ? (
        <div className="field-suggest">
          <button
            type="button"
            className="field-action"
            disabled={disabled || readOnly}
            onClick={() => {
              const password = suggestPassword();
              setSuggested(password);
              setRevealed(true);
              onChange(password);
            }}
          >
            {t('common.suggest_password')}
          </button>
          <span className="field-suggested" role="status">
            {suggested && suggested === value ? t('common.suggested_password', { value: suggested }) : ''}
          </span>
        </div>
      ) : null}
    </FieldFrame>
  );
}
