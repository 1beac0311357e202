import { imageAt, type Gallery } from '../../api/media';
import { slideAlt } from '../gallery/SlideCard';
import type { LightboxItem } from '../lightbox/Lightbox';

export const loadLightbox = () => import('../lightbox/Lightbox').then((m) => m.Lightbox);

/** 001 §9: a gallery group's lightbox scales its pictures to 2000 wide. */
export const GROUP_LIGHTBOX_WIDTH = 2000;

/** A gallery's pictures as the lightbox shows them (2000 wide). */
export function lightboxItems(gallery: Gallery): LightboxItem[] {
  return gallery.slides
    .filter((slide) => slide.image)
    .map((slide) => ({
      image: imageAt(slide.image!, undefined, GROUP_LIGHTBOX_WIDTH),
      alt: slideAlt(slide),
      caption: slide.heading || undefined,
    }));
}
