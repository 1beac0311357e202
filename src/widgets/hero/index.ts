import { hashOf, testimonialQuotesQuery, videoQuery } from '../../api/media';
import common from '../../locales/en/common';
import media from '../../locales/en/media';
import { defineWidget } from '../../ui/definition';
import { flag, number, text } from '../gallery/settings';
import type { HeroProps } from './HeroQuote';
import type { HeroTestimonialProps } from './HeroTestimonial';
import { HERO_TESTIMONIALS_COUNT, hashOrId } from './settings';

/** The hero quote: `<venue-hero>` and the CMS `hero_quote` widget (001 §2, §3 hero quote settings). */
export const heroWidget = defineWidget<HeroProps>({
  tag: 'venue-hero',
  kinds: ['hero_quote'],
  load: () => import('./HeroQuote').then((m) => m.HeroQuote),
  props: {
    backgroundImage: 'string',
    video: 'string',
    overlayImage: 'string',
    heading: 'string',
    subheading: 'string',
    html: 'string',
    buttonText: 'string',
    buttonLink: 'string',
    buttonColour: 'string',
    overlayColour: 'string',
    imageOpacity: 'number',
    imageSaturation: 'number',
    parallax: 'boolean',
    textJustify: 'string',
    textAlign: 'string',
    textColour: 'string',
  },
  queries: ({ video }) => (video ? [videoQuery(video)] : []),
  messages: { media, common },
  fromWidget: ({ templatevar: v }) => ({
    backgroundImage: hashOf(v.background_image ?? v.image ?? v.imageHashes) || undefined,
    video: hashOrId(v.background_video ?? v.video) || undefined,
    overlayImage: (typeof v.overlay_image === 'number' ? String(v.overlay_image) : hashOf(v.overlay_image)) || undefined,
    heading: text(v.heading) || undefined,
    subheading: text(v.subheading ?? v.sub_heading) || undefined,
    html: text(v.html ?? v.content) || undefined,
    buttonText: text(v.button_text) || undefined,
    buttonLink: text(v.button_link ?? v.button_url) || undefined,
    buttonColour: text(v.button_colour) || undefined,
    overlayColour: text(v.overlay_colour ?? v.overlay_color) || undefined,
    imageOpacity: number(v.image_opacity),
    imageSaturation: number(v.image_saturation),
    parallax: flag(v.parallax),
    textJustify: text(v.text_justify) || undefined,
    textAlign: text(v.text_align) || undefined,
    textColour: text(v.text_colour ?? v.text_color) || undefined,
  }),
});

/** The hero testimonial: the CMS `hero_testimonial` widget (rendered by the site; no element of its own). */
export const heroTestimonialWidget = defineWidget<HeroTestimonialProps>({
  tag: 'venue-hero-testimonial',
  kinds: ['hero_testimonial'],
  load: () => import('./HeroTestimonial').then((m) => m.HeroTestimonial),
  props: { heading: 'string', subheading: 'string', buttonText: 'string', buttonLink: 'string', buttonColour: 'string', group: 'string' },
  queries: ({ group }) => [testimonialQuotesQuery(group, HERO_TESTIMONIALS_COUNT)],
  messages: { media, common },
  fromWidget: ({ templatevar: v }) => ({
    heading: text(v.heading) || undefined,
    subheading: text(v.subheading ?? v.sub_heading) || undefined,
    buttonText: text(v.button_text) || undefined,
    buttonLink: text(v.button_link ?? v.button_url) || undefined,
    buttonColour: text(v.button_colour) || undefined,
    group: text(v.group) || undefined,
  }),
});
