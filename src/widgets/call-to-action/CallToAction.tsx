import { apiBase, imageFromHash } from '../../api/media';
import { useStyles } from '../../hooks/useStyles';
import { CmsHtml } from '../../ui/CmsHtml';
import { Image } from '../../ui/Image';
import css from './call-to-action.css';

export interface CallToActionProps {
  /** Left picture hash (16x9 at 300). */
  leftImage?: string;
  /** CMS html between the pictures. */
  text?: string;
  /** Right picture hash (16x9 at 300). */
  rightImage?: string;
}

/** 001 §9: call_to_action pictures are 16x9 at 300. */
export const CTA_WIDTH = 300;

/** The call to action (001 §2): left picture, text, right picture; stacked on phones. */
export function CallToAction({ leftImage, text, rightImage }: CallToActionProps) {
  useStyles(css);
  const base = apiBase();
  const left = leftImage ? imageFromHash(base, leftImage, '16x9', CTA_WIDTH) : null;
  const right = rightImage ? imageFromHash(base, rightImage, '16x9', CTA_WIDTH) : null;
  return (
    <section className="cta" part="call-to-action">
      <div className="cta-side">{left ? <Image image={left} alt="" className="cta-image" /> : null}</div>
      <CmsHtml className="cta-text" html={text} />
      <div className="cta-side">{right ? <Image image={right} alt="" className="cta-image" /> : null}</div>
    </section>
  );
}
