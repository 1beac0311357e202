import { useEffect, useRef } from 'react';
import type { VideoSource } from '../../api/video';
import type { Image as ImageData } from '../../core/images';
import { useStyles } from '../../hooks/useStyles';
import { useReducedMotion } from '../../hooks/useReducedMotion';
import { useInView } from '../gallery/hooks';
import { Image } from '../../ui/Image';
import css from './video-embed.css';

export interface VideoPlayerProps {
  /** Where it plays from (api/video videoSource): the venue's mp4 or a YouTube embed. */
  source: VideoSource;
  /** The slate, shown until the video plays and instead of it under reduced motion. */
  poster?: ImageData | null;
  className?: string;
  /** The video's name: the embed frame's title. */
  title?: string;
  /** The slate loads at once (a hero at the top of the page); otherwise when it nears the viewport. */
  eager?: boolean;
}

/**
 * A decorative background video: muted, looping, inline, without controls, over its slate. It
 * plays only while on screen and never under prefers-reduced-motion (then the slate stays), so it
 * costs nothing off screen. The slate is an image of the sizes the layout needs, loaded lazily
 * unless `eager`: a video's poster attribute would fetch the full-size file at once, wherever the
 * video is on the page.
 */
export function VideoPlayer({ source, poster, className, title, eager }: VideoPlayerProps) {
  return source.kind === 'youtube' ? (
    <YouTubeBackground embed={source.embed} poster={poster} className={className} title={title} eager={eager} />
  ) : (
    <FileVideo src={source.src} poster={poster} className={className} eager={eager} />
  );
}

const Slate = ({ poster, eager }: { poster?: ImageData | null; eager?: boolean }) =>
  poster ? <Image image={poster} alt="" eager={eager} className="video-embed-slate" /> : null;

/** The venue's own mp4: `preload="none"` until it first comes into view. */
function FileVideo({ src, poster, className, eager }: { src: string; poster?: ImageData | null; className?: string; eager?: boolean }) {
  useStyles(css);
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
    <div className={['video-embed', className].filter(Boolean).join(' ')}>
      <Slate poster={poster} eager={eager} />
      <video
        ref={ref}
        className="video-embed-file"
        part="video"
        src={src}
        muted
        loop
        playsInline
        preload={onScreen && !reduce ? 'auto' : 'none'}
        aria-hidden="true"
        tabIndex={-1}
      />
    </div>
  );
}

/**
 * A YouTube video in the privacy-enhanced embed, framed only once it has come into view (a frame
 * costs YouTube's player script) and never under reduced motion. It covers its box as the mp4's
 * object-fit does, over the slate, and takes no pointer or focus: it is a background.
 */
function YouTubeBackground({
  embed,
  poster,
  className,
  title,
  eager,
}: {
  embed: string;
  poster?: ImageData | null;
  className?: string;
  title?: string;
  eager?: boolean;
}) {
  useStyles(css);
  const ref = useRef<HTMLDivElement>(null);
  const reduce = useReducedMotion();
  const seen = useInView(ref, { margin: '0px', once: true });
  return (
    <div ref={ref} className={['video-embed', className].filter(Boolean).join(' ')} part="video" aria-hidden="true">
      <Slate poster={poster} eager={eager} />
      {seen && !reduce ? (
        <iframe
          className="video-embed-frame"
          src={embed}
          title={title || 'YouTube'}
          tabIndex={-1}
          allow="autoplay; encrypted-media; picture-in-picture"
        />
      ) : null}
    </div>
  );
}
