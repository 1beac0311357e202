import { useEffect, useRef } from 'react';
import type { Image as ImageData } from '../../core/images';
import { useInView, useReducedMotion } from '../gallery/hooks';

export interface VideoPlayerProps {
  /** The mp4's address (/v/{id}.mp4, 001 §7). */
  src: string;
  /** The slate, shown until the video plays and instead of it under reduced motion. */
  poster?: ImageData | null;
  className?: string;
}

/**
 * A decorative background video: muted, looping, inline, without controls, its slate as the
 * poster. It plays only while on screen and never under prefers-reduced-motion (then the slate
 * stays), so it costs nothing off screen. `preload="none"` until it first comes into view.
 */
export function VideoPlayer({ src, poster, className }: VideoPlayerProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const reduce = useReducedMotion();
  const onScreen = useInView(ref, { margin: '0px' });

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (onScreen && !reduce) {
      video.play().catch(() => undefined); // a browser that refuses autoplay keeps the slate
    } else video.pause();
  }, [onScreen, reduce]);

  return (
    <video
      ref={ref}
      className={className}
      part="video"
      src={src}
      poster={poster?.url}
      width={poster?.width}
      height={poster?.height}
      muted
      loop
      playsInline
      preload={onScreen && !reduce ? 'auto' : 'none'}
      aria-hidden="true"
      tabIndex={-1}
    />
  );
}
