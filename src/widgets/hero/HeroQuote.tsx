import { apiBase, imageByHashQuery, imageByIdQuery, imageFromHash, videoQuery } from '../../api/media';
import { useQuery } from '../../hooks/useQuery';
import { useStyles } from '../../hooks/useStyles';
import { CmsHtml } from '../../ui/CmsHtml';
import { Image } from '../../ui/Image';
import { VideoPlayer } from '../background-video/VideoPlayer';
import { videoSource } from '../../api/video';
import { colourName, opacityOf, saturationOf } from '../gallery/settings';
import { SlideLink } from '../gallery/SlideLink';
import tintCss from '../gallery/tint.css';
import css from './hero.css';
import { alignOf, justifyOf } from './settings';

export interface HeroProps {
  /** Background picture hash (16x9 at 1920). */
  backgroundImage?: string;
  /** Background video id or slug (its slate is the poster); wins over the picture. */
  video?: string;
  /** Overlay picture hash (300 wide, e.g. a logo). */
  overlayImage?: string;
  heading?: string;
  subheading?: string;
  /** CMS HTML below the headings. */
  html?: string;
  buttonText?: string;
  buttonLink?: string;
  /** Button colour code: bnd (default), pri, sec, suc, inf, wrn, dng, wht, blk. */
  buttonColour?: string;
  /** Overlay colour code under the picture: wht, blk, bnd, pri, sec, suc, inf, wrn, dng or none. */
  overlayColour?: string;
  /** 10, 30, 50, 70, 90 or 100 (default). */
  imageOpacity?: number;
  /** 0, 50 or 100 (default). */
  imageSaturation?: number;
  /** The background stays fixed while the page scrolls. */
  parallax?: boolean;
  /** left, center (default) or right. */
  textJustify?: string;
  /** top, center (default) or bottom. */
  textAlign?: string;
  /** white (default) or black. */
  textColour?: string;
}

/** 001 §9: the hero's background is 16x9 at 1920 and its overlay picture 300 wide. */
export const HERO_WIDTH = 1920;
export const OVERLAY_WIDTH = 300;

/**
 * The overlay picture, raw at 300 (001 §9): only the server knows its height. A setting of digits
 * names the picture by id (image find_one), any other by its hash (getByHash).
 */
const overlayQuery = (setting: string | undefined) =>
  !setting ? null : /^\d+$/.test(setting) ? imageByIdQuery(setting, 'raw', OVERLAY_WIDTH) : imageByHashQuery(setting, 'raw', OVERLAY_WIDTH);

/**
 * The hero quote (001 §2, §3): 500 px tall, a background picture or video over an overlay
 * colour at an opacity and saturation, optionally fixed (parallax), an overlay picture,
 * heading, subheading, CMS html and a button, placed by text_justify and text_align.
 */
export function HeroQuote(props: HeroProps) {
  useStyles(tintCss, css);
  const video = useQuery(props.video ? videoQuery(props.video) : null);
  const overlay = useQuery(overlayQuery(props.overlayImage));
  const background = props.backgroundImage ? imageFromHash(apiBase(), props.backgroundImage, '16x9', HERO_WIDTH) : null;
  const poster = video.data?.slate ?? background;
  const source = videoSource(video.data);
  return (
    <section
      className="hero tint"
      part="hero"
      data-overlay={colourName(props.overlayColour)}
      data-opacity={opacityOf(props.imageOpacity)}
      data-saturation={saturationOf(props.imageSaturation)}
      data-text={props.textColour === 'black' ? 'black' : 'white'}
      data-parallax={props.parallax || undefined}
      data-justify={justifyOf(props.textJustify)}
      data-align={alignOf(props.textAlign)}
    >
      <div className="hero-backdrop">
        {source ? (
          <VideoPlayer source={source} poster={poster} title={video.data?.name} eager className="tint-media hero-media" />
        ) : background ? (
          <Image image={background} alt="" eager className="tint-media hero-media" />
        ) : null}
      </div>
      <div className="hero-content">
        {overlay.data ? <Image image={overlay.data} alt="" width={OVERLAY_WIDTH} className="hero-overlay" /> : null}
        {props.heading ? <h2 className="hero-heading">{props.heading}</h2> : null}
        {props.subheading ? <p className="hero-subheading">{props.subheading}</p> : null}
        {props.html ? <CmsHtml className="tint-html" html={props.html} /> : null}
        {props.buttonText && props.buttonLink ? (
          <SlideLink link={props.buttonLink} button colour={colourName(props.buttonColour) ?? 'brand'} className="hero-button">
            {props.buttonText}
          </SlideLink>
        ) : null}
      </div>
    </section>
  );
}
