import { useState } from 'react';
import { groupGalleryQuery } from '../../api/media';
import { useQuery } from '../../hooks/useQuery';
import { useT } from '../../hooks/useT';
import { Deferred } from '../../ui/Deferred';
import { GalleryPending } from '../gallery/GalleryPending';
import { SlideCard } from '../gallery/SlideCard';
import { lightboxItems, loadLightbox } from './lightboxItems';

/**
 * The one gallery of a group, open in the page: its heading and its pictures as thumbnails (400
 * wide) that open the lightbox (2000 wide), loaded on first open.
 */
export function OpenGallery({ id, lightboxError }: { id: string; lightboxError?: string }) {
  const t = useT();
  const { data, error, loading, reload } = useQuery(groupGalleryQuery(id));
  const [open, setOpen] = useState<number | null>(null);
  const [opened, setOpened] = useState(false);

  if (error || loading || !data) return <GalleryPending error={error} reload={reload} />;
  const slides = data.slides.filter((s) => s.image);
  return (
    <section className="gallery group-gallery" data-type="grid" part="gallery" aria-label={data.heading || t('media.gallery')}>
      {data.heading || data.sub_heading ? (
        <header className="gallery-header">
          {data.heading ? <h2 className="gallery-heading">{data.heading}</h2> : null}
          {data.sub_heading ? <p className="gallery-sub">{data.sub_heading}</p> : null}
        </header>
      ) : null}
      {slides.length ? null : <p className="gallery-empty">{t('media.empty')}</p>}
      <ul className="gallery-grid" data-columns="4" hidden={!slides.length}>
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
          {(Lightbox) => <Lightbox items={lightboxItems(data)} index={open} onIndex={setOpen} errorMessage={lightboxError} />}
        </Deferred>
      ) : null}
    </section>
  );
}
