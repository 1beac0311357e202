import { useEffect, useState } from 'react';
import { useT } from '../hooks/useT';
import { useStyles } from '../hooks/useStyles';
import progressCss from './progress.css';
import { inlineStyle } from './inlineStyle';

export interface ProgressBarProps {
  /** True while a navigation or request is in flight. */
  active: boolean;
  /** Known progress from 0 to 1 (upload/download events); without it the bar creeps on its own. */
  value?: number;
  /** viewport (default): fixed along the top of the window, for `<venue-site>` navigation; element: along the top of its positioned container. */
  placement?: 'viewport' | 'element';
  /** Its accessible name (default 'Loading'). */
  label?: string;
  /** How long it waits before it shows, in ms (default 150); 0 shows it from the render that makes it active. */
  delay?: number;
}

/** Waits this long before showing, so a request that finishes at once does not flash the bar. */
export const PROGRESS_DELAY_MS = 150;
/** How long the finished bar stays full before it fades. */
const DONE_MS = 300;

/**
 * A thin bar along the top while a navigation or request is in flight (000 §2: shown on each
 * client-side navigation to a different path, hidden when it finishes; the site's shows without a
 * delay, even for a page served from cache). Indeterminate unless `value` is given; on finishing
 * it fills and fades. role=progressbar.
 * @csspart progress - The bar's track.
 * @cssproperty --venue-progress-color - The bar's colour (default the brand colour).
 */
export function ProgressBar({ active, value, placement = 'viewport', label, delay = PROGRESS_DELAY_MS }: ProgressBarProps) {
  useStyles(progressCss);
  const t = useT();
  const [state, setPhase] = useState<'idle' | 'running' | 'done'>('idle');
  const phase = state === 'idle' && active && !delay ? 'running' : state;

  useEffect(() => {
    if (active) {
      const timer = setTimeout(() => setPhase('running'), delay);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === 'running' ? 'done' : 'idle'));
  }, [active, delay]);

  useEffect(() => {
    if (phase !== 'done') return;
    const timer = setTimeout(() => setPhase('idle'), DONE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'idle') return null;
  const known = typeof value === 'number' && Number.isFinite(value);
  const percent = phase === 'done' ? 100 : known ? Math.round(Math.min(1, Math.max(0, value)) * 100) : undefined;
  return (
    <div
      className="progress"
      part="progress"
      role="progressbar"
      aria-label={label ?? t('ui.progress')}
      aria-valuemin={percent === undefined ? undefined : 0}
      aria-valuemax={percent === undefined ? undefined : 100}
      aria-valuenow={percent}
      data-placement={placement}
      data-phase={phase}
    >
      <div
        className="progress-bar"
        data-indeterminate={percent === undefined || undefined}
        ref={inlineStyle(percent === undefined ? undefined : { width: `${percent}%` })}
      />
    </div>
  );
}
