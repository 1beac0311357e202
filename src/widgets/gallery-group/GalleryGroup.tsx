import { useState } from 'react';
import { galleryCoversQuery, groupGalleryQuery, type GalleryCover } from '../../api/media';
import { useQuery } from '../../hooks/useQuery';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { Deferred } from '../../ui/Deferred';
import { Image } from '../../ui/Image';
import { LoadError } from '../../ui/LoadError';
import { scrollToElement } from '../../ui/scroll';
import { Spinner } from '../../ui/Spinner';
import galleryCss from '../gallery/gallery.css';
import css from './gallery-group.css';
import { lightboxItems, loadLightbox } from './lightboxItems';
import { OpenGallery } from './OpenGallery';

export interface GalleryGroupProps {
  /** The group (its url, id or name); absent: every gallery. */
  group?: string;
  /** The lightbox's message when a picture fails to load. */
  lightboxError?: string;
}

/**
 * A gallery group (001 §2): a grid of gallery covers (first slide, 16x9 at 400). Choosing a
 * cover scrolls smoothly to it, loads that gallery and opens its pictures in the lightbox (2000
 * wide), from the first; closing it returns to the cover. A group of exactly one gallery has
 * nothing to choose between: it opens that gallery at once, as its pictures in the page
 * (thumbnails that open the lightbox), never as a modal that would take the focus of a visitor
 * who came to the page for something else.
 */
export function GalleryGroup({ group, lightboxError }: GalleryGroupProps) {
  useStyles(galleryCss, css);
  const t = useT();
  const covers = useQuery(galleryCoversQuery(group));
  const list = covers.data ?? [];

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
      {list.length === 1 ? (
        <OpenGallery id={list[0].id} lightboxError={lightboxError} />
      ) : (
        <Covers list={list} lightboxError={lightboxError} />
      )}
    </div>
  );
}

function Covers({ list, lightboxError }: { list: GalleryCover[]; lightboxError?: string }) {
  const t = useT();
  const [chosen, setChosen] = useState<string | null>(null);
  const [index, setIndex] = useState<number | null>(null);
  const gallery = useQuery(chosen ? groupGalleryQuery(chosen) : null);
  const items = gallery.data ? lightboxItems(gallery.data) : [];
  const ready = Boolean(chosen && gallery.data && !gallery.loading);

  return (
    <>
      <ul className="gallery-grid group-covers" aria-label={t('media.galleries')}>
        {list.map((cover) => (
          <li key={cover.id}>
            <Cover
              cover={cover}
              busy={cover.id === chosen && !ready && !gallery.error}
              onChoose={(button) => {
                scrollToElement(button);
                setChosen(cover.id);
                setIndex(0);
              }}
            />
          </li>
        ))}
      </ul>
      {chosen && gallery.error ? (
        <LoadError error={gallery.error} retry={gallery.reload}>
          {t('media.gallery_error')}
        </LoadError>
      ) : null}
      {ready && !items.length && index !== null ? <Alert tone="info">{t('media.empty')}</Alert> : null}
      {chosen ? (
        <Deferred load={loadLightbox}>
          {(Lightbox) => <Lightbox items={items} index={ready ? index : null} onIndex={setIndex} errorMessage={lightboxError} />}
        </Deferred>
      ) : null}
    </>
  );
}

function Cover({ cover, busy, onChoose }: { cover: GalleryCover; busy: boolean; onChoose(button: HTMLElement): void }) {
  const t = useT();
  return (
    <button
      type="button"
      className="group-cover"
      part="cover"
      aria-haspopup="dialog"
      aria-busy={busy || undefined}
      onClick={(event) => onChoose(event.currentTarget)}
    >
      <Image image={cover.image} alt="" className="group-cover-image" />
      <span className="group-cover-title">{cover.heading || cover.url}</span>
      <span className="sr-only">{t('media.show_gallery', { name: cover.heading || cover.url })}</span>
    </button>
  );
}
