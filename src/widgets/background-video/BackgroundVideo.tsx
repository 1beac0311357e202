import { videoQuery } from '../../api/media';
import { videoSource } from '../../api/video';
import { useQuery } from '../../hooks/useQuery';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import { LoadError } from '../../ui/LoadError';
import css from './background-video.css';
import { VideoPlayer } from './VideoPlayer';

export interface BackgroundVideoProps {
  /** The video's id or slug. */
  video?: string;
  /** A heading over the video. */
  heading?: string;
}

/** The CMS `background_video` widget and `<venue-video>`: a muted looping video (VideoPlayer), 16x9. */
export function BackgroundVideo({ video, heading }: BackgroundVideoProps) {
  useStyles(css);
  const t = useT();
  const { data, error, reload } = useQuery(video ? videoQuery(video) : null);
  const source = videoSource(data);
  if (!video) return null;
  if (error)
    return (
      <LoadError error={error} retry={reload}>
        {t('media.video_error')}
      </LoadError>
    );
  return (
    <section className="background-video" part="background-video" aria-label={heading || data?.name || undefined}>
      {source ? <VideoPlayer source={source} poster={data?.slate} title={data?.name} className="background-video-media" /> : null}
      {heading ? <h2 className="background-video-heading">{heading}</h2> : null}
    </section>
  );
}
