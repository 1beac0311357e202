import type { Image as ImageData } from '../../core/images';
import { useStyles } from '../../hooks/useStyles';
import { Image } from '../../ui/Image';
import css from './tpl-heading.css';

export interface TplHeadingProps {
  title?: string;
  /** The background picture (16x5 at 1920). */
  image?: ImageData | null;
}

/** tpl/heading (001 §2): the page title on a 16x5 picture at 1920 wide. */
export function TplHeading({ title, image }: TplHeadingProps) {
  useStyles(css);
  return (
    <header className="tpl-heading" part="heading" data-image={image ? '' : undefined}>
      {image && <Image image={image} alt="" width={1920} height={600} eager className="tpl-heading-image" />}
      {title && <h1 className="tpl-heading-title">{title}</h1>}
    </header>
  );
}
