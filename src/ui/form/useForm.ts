import { useEffect, useRef, useState } from 'react';
import { HttpError } from '../../core/http/errors';
import { useT } from '../../hooks/useT';
import { errorText } from '../errorText';
import { useSubmit } from '../useSubmit';
import { hasProblems, type FieldSpec, type Problems, type Values } from './schema';
import { problemsOf } from './validity';

/** The field a server's refusal names (`{ message, field }`), if it is one of the form's. */
function refusedField(error: unknown, values: object): string | undefined {
  const field = error instanceof HttpError ? (error.data as { field?: unknown } | undefined)?.field : undefined;
  return typeof field === 'string' && field in values ? field : undefined;
}

/**
 * One form's state: its values (never cleared by a failure), the fields touched, a message per
 * field (its specs' rules, or the server's words under the field it refused), and its
 * submission (one at a time, busy while it runs, the failure's text). A refused attempt moves
 * the focus to the first field to fix, when the form asks for it (`focusInvalid`).
 */
export function useForm<V extends object>(initial: V | (() => V), { focusInvalid = false } = {}) {
  const t = useT();
  const [values, setValues] = useState<V>(initial);
  const [problems, setProblems] = useState<Problems>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const submission = useSubmit();
  const ref = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt && focusInvalid) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, focusInvalid]);

  /** Sets one field's value; its message goes until the next check. */
  const set = (name: string) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setTouched((seen) => (seen[name] ? seen : { ...seen, [name]: true }));
    setProblems((p) => (p[name] ? { ...p, [name]: '' } : p));
  };

  /** Shows what is wrong; true when nothing is. */
  const check = (found: Problems): boolean => {
    setProblems(found);
    if (!hasProblems(found)) return true;
    setAttempt((n) => n + 1);
    return false;
  };

  /** Checks the values against the fields' rules (`validity`) and shows what fails; true when nothing does. */
  const validate = (fields: readonly FieldSpec[]): boolean => check(problemsOf(fields, values, t));

  /** Sends; a refusal naming one of the fields shows the server's words under it as well. */
  const run = (send: () => Promise<unknown>) =>
    submission.run(async () => {
      try {
        await send();
      } catch (e) {
        const field = refusedField(e, values);
        if (field) check({ [field]: errorText(e, t) });
        throw e;
      }
    });

  /** The props a field needs: its name, value, change and message. */
  const field = (name: string) => ({
    name,
    value: String((values as Record<string, unknown>)[name] ?? ''),
    onChange: set(name),
    error: problems[name] || undefined,
  });

  return { ...submission, values, setValues, set, field, problems, setProblems, touched, check, validate, run, ref };
}

export type FormState<V extends object = Values> = ReturnType<typeof useForm<V>>;
