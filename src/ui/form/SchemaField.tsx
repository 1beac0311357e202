import { useT } from '../../hooks/useT';
import { Field, type FieldProps } from '../Field';
import { inputType, type FieldSpec } from './schema';
import type { FormState } from './useForm';

type Extra = Omit<Partial<FieldProps>, 'name' | 'value' | 'onChange'>;

/** One field of a schema, drawn with `Field` from its spec and the form's state; `extra` adds or overrides props (readOnly, hint…). */
export function SchemaField({ spec, form, ...extra }: { spec: FieldSpec; form: { field: FormState['field'] } } & Extra) {
  const t = useT();
  return (
    <Field
      label={t(spec.label)}
      type={inputType(spec.type)}
      autoComplete={spec.autoComplete}
      required={Boolean(spec.required)}
      rows={spec.rows}
      suggest={spec.suggest}
      {...form.field(spec.name)}
      {...extra}
    />
  );
}
