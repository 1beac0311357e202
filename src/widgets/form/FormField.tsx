import { createElement, useId } from 'react';
import { useT } from '../../hooks/useT';
import { Checkbox } from '../../ui/Checkbox';
import { CmsHtml } from '../../ui/CmsHtml';
import { Field } from '../../ui/Field';
import { RequiredMark } from '../../ui/FieldFrame';
import { Select } from '../../ui/Select';
import { SignatureField } from '../signature/SignatureField';
import { inputType } from '../../ui/form/schema';
import type { FormField as FieldSpec } from './fields';

export interface FormFieldProps {
  field: FieldSpec;
  /** A header's level in the page's outline (headerLevels); its authored level sets its size. */
  level?: number;
  value: string;
  onChange: (name: string, value: string) => void;
  error?: string;
  disabled?: boolean;
}

/** A date typed through the date mask and a time, held as 'dd/mm/yyyy HH:mm'. */
function DateTimeField({ field, value, onChange, error, disabled }: FormFieldProps) {
  const t = useT();
  const id = useId();
  const parts = value.split(' ');
  const set = (at: number, next: string) => {
    const both = [parts[0] ?? '', parts[1] ?? ''];
    both[at] = next;
    onChange(field.name, both.some(Boolean) ? both.join(' ') : '');
  };
  return (
    <fieldset className="form-datetime" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field-label">
        {field.label}
        {field.required ? <RequiredMark /> : null}
      </legend>
      <div className="form-datetime-parts">
        {(['date', 'time'] as const).map((part, at) => (
          <Field
            key={part}
            label={t(`forms.${part}`)}
            name={`${field.name}_${part}`}
            type={part}
            value={parts[at] ?? ''}
            onChange={(next) => set(at, next)}
            required={field.required}
            disabled={disabled}
          />
        ))}
      </div>
      {error ? (
        <div className="field-error" id={`${id}-error`} part="error">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}

/** One field of a CMS form, drawn by its kind (see fields.ts for the mapping from the CMS). */
export function FormField(props: FormFieldProps) {
  const { field, value, onChange, error, disabled } = props;
  const set = (next: string) => onChange(field.name, next);
  const common = { label: field.label, name: field.name, value, required: field.required, error, disabled };
  switch (field.type) {
    case 'header':
      return createElement(`h${props.level ?? field.level ?? 3}`, { className: 'form-header', 'data-size': field.level }, field.label);
    case 'paragraph':
    case 'content':
      return <CmsHtml className="form-content" html={field.html} />;
    case 'submit':
      return null;
    case 'select':
      return <Select {...common} onChange={set} options={field.options} />;
    case 'checkbox':
      return <Checkbox {...common} onChange={(next) => set(String(next))} />;
    case 'signature':
      return <SignatureField {...common} onChange={set} format={field.format} />;
    case 'datetime':
      return <DateTimeField {...props} />;
    default:
      return (
        <Field
          {...common}
          type={inputType(field.type)}
          onChange={set}
          placeholder={field.placeholder}
          min={field.min}
          max={field.max}
          step={field.type === 'currency' ? 0.01 : undefined}
          mask={field.mask}
          suggest={field.suggest}
          autoComplete={field.autoComplete}
        />
      );
  }
}
