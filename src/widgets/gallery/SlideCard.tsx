import type { Slide } from '../../api/media';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import { CmsHtml } from '../../ui/CmsHtml';
import { Image } from '../../ui/Image';
import { colourName, opacityOf, saturationOf } from './settings';
import { SlideLink } from './SlideLink';
import tintCss from './tint.css';

export interface SlideCardProps {
  slide: Slide;
  /** Opens the lightbox at this slide; absent: the picture is not a button. */
  onOpen?: () => void;
  /** Its place, for the open button's name ('Open picture 2 of 5'). */
  position?: { index: number; count: number };
  /** Loads at once (the first slide of a slider near the top of a page). */
  eager?: boolean;
  /** The text lies over the picture (the slider): the slide's text colour applies, white by default. */
  overlayText?: boolean;
}

/** The accessible text of a slide's picture. */
export const slideAlt = (slide: Slide): string => slide.heading || slide.sub_heading || '';

/**
 * One slide (001 §3 Slide): the picture over its overlay colour at its opacity and saturation,
 * then heading, sub heading, CMS html and its link button. Box sized from the picture's width
 * and height, so nothing moves while it loads.
 */
export function SlideCard({ slide, onOpen, position, eager, overlayText = false }: SlideCardProps) {
  useStyles(tintCss);
  const t = useT();
  const alt = slideAlt(slide);
  const picture = <Image image={slide.image} alt={onOpen ? '' : alt} eager={eager} className="tint-media slide-image" />;
  const hasText = Boolean(slide.heading || slide.sub_heading || slide.content || slide.link);
  return (
    <figure className="slide" part="slide">
      <div
        className="tint slide-media"
        data-overlay={colourName(slide.overlay_color)}
        data-opacity={opacityOf(slide.image_opacity)}
        data-saturation={saturationOf(slide.image_saturation)}
      >
        {onOpen ? (
          <button
            type="button"
            className="slide-open"
            part="open"
            aria-label={t('media.open', {
              index: (position?.index ?? 0) + 1,
              count: position?.count ?? 1,
              name: alt || t('media.picture'),
            })}
            onClick={onOpen}
          >
            {picture}
          </button>
        ) : (
          picture
        )}
      </div>
      {hasText ? (
        <figcaption className="slide-text tint" data-text={overlayText ? slide.text_color || 'white' : undefined}>
          {slide.heading ? <h3 className="slide-heading">{slide.heading}</h3> : null}
          {slide.sub_heading ? <p className="slide-sub">{slide.sub_heading}</p> : null}
          {slide.content ? <CmsHtml className="slide-content tint-html" html={slide.content} /> : null}
          {slide.link ? (
            <SlideLink link={slide.link} target={slide.link_target} button className="slide-link">
              {slide.link_button_text || t('media.more')}
            </SlideLink>
          ) : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
