import { useEffect, type Dispatch, type SetStateAction } from 'react';
import { useUser } from '../../hooks/useSession';

/**
 * Fills a form's name and e-mail fields from the logged-in member, never over what was typed:
 * `fields` names them in the form's words (`{ contact_name: name, email }`).
 */
export function useMemberPrefill<V extends object>(
  setValues: Dispatch<SetStateAction<V>>,
  fields: (name: string, email: string) => Partial<Record<keyof V, string>>,
): void {
  const user = useUser();
  const name = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') : '';
  const email = user?.email ?? '';
  useEffect(() => {
    if (!name && !email) return;
    const filled = fields(name, email);
    setValues((v) => {
      const next = { ...v };
      for (const key of Object.keys(filled) as (keyof V)[]) next[key] = ((v[key] as string) || filled[key]) as V[keyof V];
      return next;
    });
    // `fields` is the form's fixed mapping; the member's name and e-mail are what change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, email]);
}
