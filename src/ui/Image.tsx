import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { pictureOf, type Image as ImageData } from '../core/images';
import { useStyles } from '../hooks/useStyles';
import imageCss from './image.css';

export interface ImageProps {
  /** The API image (url, webp_url, avif_url, placeholder, width, height); nothing renders without one. */
  image: ImageData | null | undefined;
  /** Alternative text; '' for a decorative image. */
  alt: string;
  /** The width and height attributes (default: the image's own), so the page does not shift. */
  width?: number;
  height?: number;
  /** false leaves avif out (001 §4: the voucher image); webp or jpg is used instead. */
  avif?: boolean;
  /** Loads at once instead of near the viewport: for the image at the top of a page. */
  eager?: boolean;
  /** Classes of the picture's box (the element the widget lays out). */
  className?: string;
  /** Called when the picture cannot be loaded or decoded (the lightbox shows its error message). */
  onError?: () => void;
}

/** 000 §9: lazy images load within 200 px of the viewport (what the galleries observe their slides with). */
export const LAZY_MARGIN = '200px';

/** How many images of a page's first row load at once (the first screen on a phone or a desktop). */
export const FIRST_SCREEN_IMAGES = 4;

/**
 * Inside a page's first row: the images still to load at once, in the order they render (the
 * same on the server and in the browser). Those are what the first screen shows, so they are
 * not lazy; the first one is the page's largest paint the server preloads (server/preloads).
 */
export const FirstScreen = createContext<{ left: number } | null>(null);

/** Where the picture is: its placeholder still shows, it has loaded, or it was skipped (001 §8). */
type Stage = 'placeholder' | 'loaded' | 'failed';

/**
 * An API image (001 §4 Images) as a `<picture>` (core/images pictureOf): the browser picks avif,
 * webp or jpg, whichever it decodes, and the size for the laid-out width and the screen's pixel
 * density, with no script; it loads lazily, near the viewport (the browser's own margin, at
 * least 000 §9's 200 px), unless `eager`. Until it has loaded, the API's tiny placeholder shows
 * scaled up in the box the width and height attributes reserve. The markup is the same on a
 * server and in a browser, so hydrating keeps the server's picture and loads nothing again;
 * only `data-stage` changes once the picture is live. A picture that cannot be decoded is
 * skipped (001 §8): the placeholder stays, with a warning only in development builds.
 * @csspart image - The picture's <img>.
 */
export function Image({ image, alt, width, height, avif = true, eager: eagerProp = false, className, onError }: ImageProps) {
  useStyles(imageCss);
  const ref = useRef<HTMLImageElement>(null);
  const firstScreen = useContext(FirstScreen);
  const [eager] = useState(() => eagerProp || (image && firstScreen ? firstScreen.left-- > 0 : false));
  const key = image ? `${image.url}|${image.webp_url ?? ''}|${image.avif_url ?? ''}|${avif}` : '';
  const [settled, setSettled] = useState<{ key: string; stage: Stage } | null>(null);
  const failed = useRef(onError);
  failed.current = onError;

  const settle = (img: HTMLImageElement, ok: boolean) => {
    if (!ok && process.env.NODE_ENV !== 'production') {
      console.warn(`venue-elements: the image ${img.currentSrc || img.src} could not be decoded; it is skipped.`);
    }
    setSettled({ key, stage: ok ? 'loaded' : 'failed' });
    if (!ok) failed.current?.();
  };

  // A server's picture may have loaded (or failed) before React listened for its events: read it.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete) settle(img, img.naturalWidth > 0);
    // `settle` is this render's; only a new image asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (!image) return null;
  const picture = pictureOf(image, { width, height, avif, lazy: !eager });
  const loading = eager ? undefined : 'lazy';
  const stage = settled?.key === key ? settled.stage : 'placeholder';

  return (
    <span className={['picture', className].filter(Boolean).join(' ')} data-stage={stage}>
      {picture.placeholder ? (
        <img className="picture-placeholder" src={picture.placeholder} alt="" loading={loading} decoding="async" />
      ) : null}
      <picture>
        {picture.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
        ))}
        <img
          ref={ref}
          part="image"
          className="image"
          src={picture.jpg.src}
          srcSet={picture.jpg.srcSet}
          sizes={picture.jpg.sizes}
          alt={alt}
          width={picture.width}
          height={picture.height}
          loading={loading}
          decoding="async"
          onLoad={(event) => settle(event.currentTarget, true)}
          onError={(event) => settle(event.currentTarget, false)}
        />
      </picture>
    </span>
  );
}
