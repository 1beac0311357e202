import type { ReactNode } from 'react';

export type Tone = 'danger' | 'success' | 'info' | 'warning';

/** A message box; danger and warning are announced at once (role=alert), others politely. */
export function Alert({ tone = 'info', children, action }: { tone?: Tone; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="alert" part="alert" data-tone={tone} role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'}>
      <div className="alert-body">{children}</div>
      {action}
    </div>
  );
}
