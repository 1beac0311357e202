import { galleryQuery } from '../../api/media';
import type { GalleryProps } from './Gallery';
import { galleryWidthOf } from './settings';

/** The gallery query of a gallery's props: its definition's first-render query and its component's. */
export const galleryQueryOf = (p: GalleryProps) =>
  galleryQuery({
    gallery: p.gallery ?? '',
    aspect: p.aspect || '16x9',
    width: galleryWidthOf(p.type ?? 'grid', p.width),
    lightboxAspect: p.useLightbox ? p.lightboxAspect || undefined : undefined,
    limit: p.limitSlides || undefined,
  });
