import { apiBase, imageFromHash } from '../../api/media';
import { useStyles } from '../../hooks/useStyles';
import { CmsHtml } from '../../ui/CmsHtml';
import { Image } from '../../ui/Image';
import { SlideLink } from '../gallery/SlideLink';
import css from './image-with-content.css';

export interface ImageWithContentProps {
  /** Picture hash (16x9 at 1920). */
  image?: string;
  /** 'right' puts the picture on the right; anything else on the left. */
  imageAlign?: string;
  heading?: string;
  html?: string;
  buttonText?: string;
  buttonLink?: string;
}

/** 001 §9: image_with_content's picture is 16x9 at 1920. */
export const IWC_WIDTH = 1920;

/** Image with content (001 §2): picture left or right, heading, html, an optional large full-width button. */
export function ImageWithContent({ image, imageAlign, heading, html, buttonText, buttonLink }: ImageWithContentProps) {
  useStyles(css);
  const picture = image ? imageFromHash(apiBase(), image, '16x9', IWC_WIDTH) : null;
  return (
    <section className="iwc" part="image-with-content" data-align={imageAlign === 'right' ? 'right' : 'left'}>
      <div className="iwc-media">{picture ? <Image image={picture} alt="" className="iwc-image" /> : null}</div>
      <div className="iwc-text">
        {heading ? <h2 className="iwc-heading">{heading}</h2> : null}
        <CmsHtml className="iwc-html" html={html} />
        {buttonText && buttonLink ? (
          <SlideLink link={buttonLink} button className="iwc-button">
            {buttonText}
          </SlideLink>
        ) : null}
      </div>
    </section>
  );
}
