import { useEffect, useRef, useState, type PointerEvent } from 'react';
import type { Image as ImageData } from '../../core/images';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { Dialog } from '../../ui/Dialog';
import { Image } from '../../ui/Image';
import css from './lightbox.css';

export interface LightboxItem {
  /** Already sized for the lightbox (api/media imageAt: 1920 wide for a list, 2000 for a group). */
  image: ImageData;
  alt: string;
  caption?: string;
}

export interface LightboxProps {
  items: LightboxItem[];
  /** The item shown; null: closed. */
  index: number | null;
  onIndex(index: number | null): void;
  /** Shown when an image fails to load (001 §2 Lightbox); default 'media.image_error'. */
  errorMessage?: string;
  /** Closes by itself after this many milliseconds (optional, 001 §2). */
  timeoutMs?: number;
}

/** A horizontal swipe of at least this many px moves to the previous or next picture. */
export const SWIPE_PX = 40;

/**
 * The lightbox (001 §2): the shared modal `<Dialog>` (native `<dialog>` in this shadow root: Esc,
 * backdrop click, close button, optional timeout, focus moved in and back to the opener), with
 * one picture at a time, previous/next buttons, arrow keys and swipes, and its configured error
 * message when a picture cannot be loaded. Loaded on first open, never with the grid.
 * @csspart lightbox - The lightbox dialog's picture area.
 */
export function Lightbox({ items, index, onIndex, errorMessage, timeoutMs }: LightboxProps) {
  useStyles(css);
  const t = useT();
  const [failed, setFailed] = useState<number | null>(null);
  const start = useRef<number | null>(null);
  const open = index !== null && index >= 0 && index < items.length;
  const count = items.length;
  const go = useRef((_step: number) => undefined as void);
  go.current = (step: number) => {
    if (open && count > 1) onIndex((index + step + count) % count);
  };

  useEffect(() => {
    if (!open) return;
    // The modal holds focus, so the page's own keys are not in the way; right-to-left pages swap.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      const rtl = getComputedStyle(document.documentElement).direction === 'rtl';
      event.preventDefault();
      go.current((event.key === 'ArrowRight') !== rtl ? 1 : -1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const item = open ? items[index] : undefined;
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const dx = start.current === null ? 0 : event.clientX - start.current;
    start.current = null;
    if (Math.abs(dx) >= SWIPE_PX) go.current(dx < 0 ? 1 : -1);
  };

  return (
    <Dialog
      open={open}
      onClose={() => onIndex(null)}
      label={item?.caption || t('media.lightbox')}
      fullHeight
      timeoutMs={timeoutMs}
      className="lightbox"
    >
      {item ? (
        <div className="lightbox-body" part="lightbox">
          {/* No native image drag: it would take a mouse swipe over the picture for itself. */}
          <figure
            className="lightbox-figure"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onDragStart={(event) => event.preventDefault()}
          >
            {failed === index ? (
              <Alert tone="danger">{errorMessage || t('media.image_error')}</Alert>
            ) : (
              <Image key={index} image={item.image} alt={item.alt} eager className="lightbox-image" onError={() => setFailed(index)} />
            )}
            {item.caption ? <figcaption className="lightbox-caption">{item.caption}</figcaption> : null}
          </figure>
          {count > 1 ? (
            <div className="lightbox-nav">
              <button
                type="button"
                className="lightbox-step"
                part="lightbox-previous"
                onClick={() => go.current(-1)}
                aria-label={t('media.previous')}
              >
                <span aria-hidden="true">‹</span>
              </button>
              <span className="lightbox-count" aria-live="polite">
                {t('media.position', { index: (index ?? 0) + 1, count })}
              </span>
              <button
                type="button"
                className="lightbox-step"
                part="lightbox-next"
                onClick={() => go.current(1)}
                aria-label={t('media.next')}
              >
                <span aria-hidden="true">›</span>
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
