import { useState } from 'react';
import { imageAt, type Gallery as GalleryData } from '../../api/media';
import { useQuery } from '../../hooks/useQuery';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import { Deferred } from '../../ui/Deferred';
import type { LightboxItem } from '../lightbox/Lightbox';
import { Slider } from '../slider/Slider';
import css from './gallery.css';
import { GalleryPending } from './GalleryPending';
import { galleryQueryOf } from './queries';
import { columnsOf, type GalleryType } from './settings';
import { SlideCard, slideAlt } from './SlideCard';

// The lightbox brings its dialog: in its own chunk, loaded when first opened. The slider is a
// scroll-snap track with no library, rendered whole here, on the server as in the browser.
const loadLightbox = () => import('../lightbox/Lightbox').then((m) => m.Lightbox);

export interface GalleryProps {
  /** The gallery's id or url. */
  gallery?: string;
  /** slider, shadowgrid, centeredgrid or grid (default). */
  type?: GalleryType;
  heading?: string;
  subheading?: string;
  showHeading?: boolean;
  /** Grid columns, 1 to 6 (default 3). */
  gridWidth?: number;
  useLightbox?: boolean;
  limitSlides?: number;
  /** The pictures' aspect (default 16x9). */
  aspect?: string;
  /** The width the pictures are asked at (default 1920 for the slider, 400 for grids' thumbnails). */
  width?: number;
  /** The lightbox pictures' aspect (default: the gallery's). */
  lightboxAspect?: string;
  /** The lightbox's message when a picture fails to load. */
  lightboxError?: string;
  /** Closes the lightbox after this many milliseconds. */
  lightboxTimeout?: number;
}

/** 001 §9: lightbox images scaled to 1920 wide for a list. */
export const LIGHTBOX_WIDTH = 1920;

/**
 * A gallery (001 §2): a slider (scroll-snap, autoplay every 4 s) or a grid of slides (grid,
 * shadowgrid: cards, centeredgrid: the last row centred), with an optional heading and an
 * optional lightbox. Used by `<venue-gallery>` and the page renderer's `gallery` widget.
 */
export function Gallery(props: GalleryProps) {
  useStyles(css);
  const { data, error, loading, reload } = useQuery(props.gallery ? galleryQueryOf(props) : null);
  if (!props.gallery) return null;
  if (error || loading || !data) return <GalleryPending error={error} reload={reload} />;
  return <GalleryView {...props} data={data} />;
}

export function GalleryView({ data: gallery, ...props }: GalleryProps & { data: GalleryData }) {
  useStyles(css);
  const t = useT();
  const type = props.type ?? 'grid';
  const [open, setOpen] = useState<number | null>(null);
  const [opened, setOpened] = useState(false);
  const slides = gallery.slides.slice(0, props.limitSlides || undefined).filter((s) => s.image);
  const heading = props.heading || gallery.heading || '';
  const subheading = props.subheading || gallery.sub_heading || '';
  const lightbox = Boolean(props.useLightbox) && type !== 'slider';
  const show = (index: number | null) => {
    setOpened(true);
    setOpen(index);
  };
  const items: LightboxItem[] = lightbox
    ? slides.map((slide) => ({
        image: imageAt(slide.image!, props.lightboxAspect || undefined, LIGHTBOX_WIDTH),
        alt: slideAlt(slide),
        caption: slide.heading || undefined,
      }))
    : [];

  return (
    <div className="gallery" part="gallery" data-type={type}>
      {props.showHeading && (heading || subheading) ? (
        <header className="gallery-header">
          {heading ? <h2 className="gallery-heading">{heading}</h2> : null}
          {subheading ? <p className="gallery-sub">{subheading}</p> : null}
        </header>
      ) : null}
      {!slides.length ? (
        <p className="gallery-empty">{t('media.empty')}</p>
      ) : type === 'slider' ? (
        <Slider slides={slides} label={heading || t('media.slider')} />
      ) : (
        <ul className="gallery-grid" data-columns={columnsOf(props.gridWidth)} aria-label={heading || t('media.gallery')}>
          {slides.map((slide, index) => (
            <li key={slide.id ?? index} className="gallery-cell">
              <SlideCard slide={slide} position={{ index, count: slides.length }} onOpen={lightbox ? () => show(index) : undefined} />
            </li>
          ))}
        </ul>
      )}
      {opened ? (
        <Deferred load={loadLightbox}>
          {(Lightbox) => (
            <Lightbox items={items} index={open} onIndex={setOpen} errorMessage={props.lightboxError} timeoutMs={props.lightboxTimeout} />
          )}
        </Deferred>
      ) : null}
    </div>
  );
}
