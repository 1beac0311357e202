import { useId, type ReactNode } from 'react';
import { useT } from '../hooks/useT';

/** Ids for a control and the texts that describe it. */
export function useFieldIds(hasHint: boolean, hasError: boolean) {
  const id = useId();
  const hint = `${id}-hint`;
  const error = `${id}-error`;
  const describedBy = [hasHint ? hint : '', hasError ? error : ''].filter(Boolean).join(' ') || undefined;
  return { id, hint, error, describedBy };
}

/**
 * A label's required asterisk (001 §5): sighted users see '*' (titled 'Required'), screen
 * readers hear the word 'Required' instead of "star".
 */
export function RequiredMark() {
  const t = useT();
  const text = t('common.required');
  return (
    <span className="field-required" title={text}>
      <span aria-hidden="true">*</span>
      <span className="sr-only">{text}</span>
    </span>
  );
}

/** The hint and error texts under a control. */
export function FieldMessages({ ids, hint, error }: { ids: ReturnType<typeof useFieldIds>; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <div className="field-hint" id={ids.hint}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <div className="field-error" id={ids.error} part="error">
          {error}
        </div>
      ) : null}
    </>
  );
}

/** A control's frame (001 §5): its label with the required mark, the control, then its hint and error. */
export function FieldFrame(props: {
  ids: ReturnType<typeof useFieldIds>;
  label: ReactNode;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const { ids, label, required, error, hint, className, children } = props;
  return (
    <div className={['field', className].filter(Boolean).join(' ')} data-invalid={error ? true : undefined}>
      <label className="field-label" htmlFor={ids.id} part="label">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children}
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
