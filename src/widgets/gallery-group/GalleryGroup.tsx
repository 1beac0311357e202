import { useEffect, useRef, useState } from 'react';
import { galleryCoversQuery, graphqlGalleryQuery, imageAt, type GalleryCover } from '../../api/media';
import { useQuery } from '../../hooks/useQuery';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import { Deferred } from '../../ui/Deferred';
import { Image } from '../../ui/Image';
import { LoadError } from '../../ui/LoadError';
import { scrollToElement } from '../../ui/scroll';
import { Spinner } from '../../ui/Spinner';
import galleryCss from '../gallery/gallery.css';
import { SlideCard, slideAlt } from '../gallery/SlideCard';
import css from './gallery-group.css';

const loadLightbox = () => import('../lightbox/Lightbox').then((m) => m.Lightbox);

/** 001 §9: a gallery group's lightbox scales its pictures to 2000 wide. */
export const GROUP_LIGHTBOX_WIDTH = 2000;

export interface GalleryGroupProps {
  /** The group (its url, id or name); absent: every gallery. */
  group?: string;
  /** The lightbox's message when a picture fails to load. */
  lightboxError?: string;
}

/**
 * A gallery group (001 §2): a grid of gallery covers (first slide, 16x9 at 400). With exactly
 * one gallery it opens at once; with several, choosing a cover loads that gallery below the
 * covers and scrolls smoothly to it. A gallery shows its pictures as thumbnails (400 wide) that
 * open in the lightbox (2000 wide). Opening a gallery never opens the modal by itself: a
 * lightbox that took focus as the page loads would trap visitors who came for something else.
 */
export function GalleryGroup({ group, lightboxError }: GalleryGroupProps) {
  useStyles(galleryCss, css);
  const t = useT();
  const covers = useQuery(galleryCoversQuery(group));
  const [chosen, setChosen] = useState<string | null>(null);
  const list = covers.data ?? [];
  const openId = list.length === 1 ? list[0].id : chosen;

  if (covers.error)
    return (
      <LoadError error={covers.error} retry={covers.reload}>
        {t('media.galleries_error')}
      </LoadError>
    );
  if (covers.loading) return <Spinner label={t('common.loading')} />;
  if (!list.length) return <p className="gallery-empty">{t('media.empty')}</p>;
  return (
    <div className="gallery-group" part="gallery-group">
      {list.length > 1 ? (
        <ul className="gallery-grid group-covers" aria-label={t('media.galleries')}>
          {list.map((cover) => (
            <li key={cover.id}>
              <Cover cover={cover} pressed={cover.id === openId} onChoose={() => setChosen(cover.id)} />
            </li>
          ))}
        </ul>
      ) : null}
      {openId ? <OpenGallery key={openId} id={openId} scroll={list.length > 1} lightboxError={lightboxError} /> : null}
    </div>
  );
}

function Cover({ cover, pressed, onChoose }: { cover: GalleryCover; pressed: boolean; onChoose(): void }) {
  const t = useT();
  return (
    <button type="button" className="group-cover" part="cover" aria-pressed={pressed} onClick={onChoose}>
      <Image image={cover.image} alt="" className="group-cover-image" />
      <span className="group-cover-title">{cover.heading || cover.url}</span>
      <span className="sr-only">{t('media.show_gallery', { name: cover.heading || cover.url })}</span>
    </button>
  );
}

function OpenGallery({ id, scroll, lightboxError }: { id: string; scroll: boolean; lightboxError?: string }) {
  const t = useT();
  const { data, error, loading, reload } = useQuery(graphqlGalleryQuery(id, '16x9'));
  const ref = useRef<HTMLElement>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    if (scroll && data && ref.current) scrollToElement(ref.current);
  }, [scroll, data]);

  if (error)
    return (
      <LoadError error={error} retry={reload}>
        {t('media.gallery_error')}
      </LoadError>
    );
  if (loading || !data) return <Spinner label={t('common.loading')} />;
  const slides = data.slides.filter((s) => s.image);
  const items = slides.map((slide) => ({
    image: imageAt(slide.image!, undefined, GROUP_LIGHTBOX_WIDTH),
    alt: slideAlt(slide),
    caption: slide.heading || undefined,
  }));
  return (
    <section
      ref={ref}
      className="gallery group-gallery"
      data-type="grid"
      part="gallery"
      aria-label={data.heading || t('media.gallery')}
      tabIndex={-1}
    >
      <header className="gallery-header">
        <h2 className="gallery-heading">{data.heading}</h2>
        {data.sub_heading ? <p className="gallery-sub">{data.sub_heading}</p> : null}
      </header>
      <ul className="gallery-grid" data-columns="4">
        {slides.map((slide, index) => (
          <li key={slide.id ?? index}>
            <SlideCard
              slide={{ ...slide, sub_heading: null }}
              position={{ index, count: slides.length }}
              onOpen={() => {
                setOpened(true);
                setOpen(index);
              }}
            />
          </li>
        ))}
      </ul>
      {opened ? (
        <Deferred load={loadLightbox}>
          {(Lightbox) => <Lightbox items={items} index={open} onIndex={setOpen} errorMessage={lightboxError} />}
        </Deferred>
      ) : null}
    </section>
  );
}
