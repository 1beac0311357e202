import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { detectImageFormat, roundSize, scaledUrl, urlFor, type Image as ImageData, type ImageFormat } from '../core/images';
import { usePlatform } from '../hooks/usePageCore';
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
  /** false forces avif off (001 §4: the voucher image); webp or jpg is used instead. */
  avif?: boolean;
  /** Loads at once instead of near the viewport: for the image at the top of a page. */
  eager?: boolean;
  className?: string;
  /** Called when a size cannot be loaded or decoded (the lightbox shows its error message). */
  onError?: () => void;
}

/** 000 §9: lazy images load within 200 px of the viewport. */
export const LAZY_MARGIN = '200px';

type Stage = 'placeholder' | 'sized' | 'sharp';

/** How many images of a page's first row load at once (the first screen on a phone or a desktop). */
export const FIRST_SCREEN_IMAGES = 4;

/**
 * Inside a page's first row: the images still to load at once, in the order they render (the
 * same on the server and in the browser). Those are what the first screen shows, so they are
 * not lazy; the first one is the page's largest paint the server preloads (server/preloads).
 */
export const FirstScreen = createContext<{ left: number } | null>(null);

/** Fetches and decodes an image off screen; resolves false when it cannot be decoded. */
function preload(url: string): Promise<boolean> {
  const probe = new window.Image();
  probe.decoding = 'async';
  probe.src = url;
  return probe.decode().then(
    () => true,
    () => false,
  );
}

/** The sizes to load: one for the laid-out width, then a sharper one for the screen's pixel ratio. */
export function imageSizes(layoutWidth: number, pixelRatio: number, originalWidth?: number): number[] {
  const cap = originalWidth && originalWidth > 1 ? roundSize(originalWidth) : Infinity;
  const sized = Math.min(roundSize(layoutWidth), cap);
  const sharp = Math.min(roundSize(layoutWidth * pixelRatio), cap);
  return sharp > sized ? [sized, sharp] : [sized];
}

/**
 * An API image (001 §4 Images): its placeholder first; once it comes within 200 px of the
 * viewport (IntersectionObserver, which replaces polling), the size it is laid out at; then a
 * sharper size for high-density screens replaces it. The format is avif, webp or jpg, whichever
 * the browser decodes (core/images detectImageFormat). Each size is decoded before it is shown,
 * so nothing flickers; one that fails to decode is skipped (001 §8) and the placeholder stays,
 * with a warning only in development builds.
 * @csspart image - The <img>.
 */
export function Image({ image, alt, width, height, avif = true, eager: eagerProp = false, className, onError }: ImageProps) {
  const platform = usePlatform();
  useStyles(imageCss);
  const ref = useRef<HTMLImageElement>(null);
  const firstScreen = useContext(FirstScreen);
  const [eager] = useState(() => eagerProp || (image && firstScreen ? firstScreen.left-- > 0 : false));
  const [visible, setVisible] = useState(eager);
  const [format, setFormat] = useState<ImageFormat | null>(null);
  const [shown, setShown] = useState<{ key: string; src: string; stage: Stage } | null>(null);
  const key = image ? `${image.url}|${image.webp_url ?? ''}|${image.avif_url ?? ''}` : '';
  // Callers often pass a fresh object with the same addresses: only the addresses matter.
  const current = useRef(image);
  current.current = image;
  const failed = useRef(onError);
  failed.current = onError;
  // Rendered on a server, the img came with a srcset the browser has already chosen and fetched a
  // size from: hydrated, it keeps that size, and loads its own sizes only for another image.
  const fromServer = useRef<string | null>(null);
  const firstKey = useRef(key);
  useEffect(() => {
    if (ref.current?.hasAttribute('srcset')) fromServer.current = firstKey.current;
  }, []);

  useEffect(() => {
    let live = true;
    detectImageFormat().then((detected) => {
      if (live) setFormat(detected === 'avif' && !avif ? 'webp' : detected);
    });
    return () => {
      live = false;
    };
  }, [avif]);

  useEffect(() => {
    const img = ref.current;
    if (visible || !img || fromServer.current === key) return;
    if (typeof IntersectionObserver === 'undefined') return setVisible(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setVisible(true);
        }
      },
      { rootMargin: LAZY_MARGIN },
    );
    observer.observe(img);
    return () => observer.disconnect();
  }, [visible, key]);

  useEffect(() => {
    const img = ref.current;
    const image = current.current;
    if (!image || !visible || !format || !img || fromServer.current === key) return;
    if (fromServer.current !== null) {
      fromServer.current = null;
      img.removeAttribute('srcset');
      img.removeAttribute('sizes');
    }
    let live = true;
    const source = urlFor(image, format);
    const layoutWidth = img.getBoundingClientRect().width || width || image.width || 0;
    const sizes = layoutWidth > 1 ? imageSizes(layoutWidth, window.devicePixelRatio || 1, image.width) : [];
    const urls = sizes.length ? sizes.map((size) => scaledUrl(source, size, image)) : [source];
    (async () => {
      for (const [index, url] of urls.entries()) {
        if (!(await preload(url))) {
          if (process.env.NODE_ENV !== 'production') console.warn(`venue-elements: the image ${url} could not be decoded; it is skipped.`);
          if (live) failed.current?.();
          return;
        }
        if (!live) return;
        setShown({ key, src: url, stage: index === urls.length - 1 && index > 0 ? 'sharp' : 'sized' });
      }
    })();
    return () => {
      live = false;
    };
  }, [key, visible, format, width]);

  if (!image) return null;
  const loaded = shown?.key === key ? shown : null;
  const ownWidth = image.width && image.width > 1 ? image.width : undefined;
  const ownHeight = image.height && image.height > 1 ? image.height : undefined;
  const w = width ?? ownWidth;
  const h = height ?? (w && ownWidth && ownHeight ? Math.round((w * ownHeight) / ownWidth) : undefined);
  // Where no script will choose (a server's render), the browser picks a size from a srcset.
  const server = platform.imageSources(image, w, eager);

  return (
    <img
      ref={ref}
      part="image"
      className={['image', className].filter(Boolean).join(' ')}
      src={loaded?.src ?? (image.placeholder || undefined)}
      alt={alt}
      width={w}
      height={h}
      decoding="async"
      data-stage={loaded?.stage ?? 'placeholder'}
      {...server}
    />
  );
}
