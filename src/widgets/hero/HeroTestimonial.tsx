import { testimonialQuotesQuery } from '../../api/media';
import { useQuery } from '../../hooks/useQuery';
import { useStyles } from '../../hooks/useStyles';
import { CmsHtml } from '../../ui/CmsHtml';
import { colourName } from '../gallery/settings';
import { SlideLink } from '../gallery/SlideLink';
import tintCss from '../gallery/tint.css';
import css from './hero.css';
import { HERO_TESTIMONIALS_COUNT as HERO_TESTIMONIALS } from './settings';

export interface HeroTestimonialProps {
  heading?: string;
  subheading?: string;
  buttonText?: string;
  buttonLink?: string;
  buttonColour?: string;
  /** Testimonial group (url or id); absent: any. */
  group?: string;
}

/**
 * The hero testimonial (001 §2): heading, subheading, up to three testimonials (GraphQL
 * cognitoTestimonials) and an optional button. A failed load shows the headings alone: the
 * quotes are decoration here, not content a visitor came for.
 */
export function HeroTestimonial({ heading, subheading, buttonText, buttonLink, buttonColour, group }: HeroTestimonialProps) {
  useStyles(tintCss, css);
  const { data } = useQuery(testimonialQuotesQuery(group, HERO_TESTIMONIALS));
  const quotes = (data ?? []).slice(0, HERO_TESTIMONIALS);
  return (
    <section className="hero hero-testimonial tint" part="hero" data-justify="center" data-align="center">
      <div className="hero-content">
        {heading ? <h2 className="hero-heading">{heading}</h2> : null}
        {subheading ? <p className="hero-subheading">{subheading}</p> : null}
        {quotes.length ? (
          <ul className="hero-quotes">
            {quotes.map((quote, index) => (
              <li key={quote.id ?? index}>
                <figure className="hero-quote" part="testimonial">
                  <blockquote>
                    <CmsHtml html={quote.content} />
                  </blockquote>
                  <figcaption>
                    <footer>
                      {quote.name}
                      {quote.title ? <span className="hero-quote-title">{quote.title}</span> : null}
                    </footer>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        ) : null}
        {buttonText && buttonLink ? (
          <SlideLink link={buttonLink} button colour={colourName(buttonColour) ?? 'white'} className="hero-button">
            {buttonText}
            {/* A button such as 'Read more' says in its own text what it is about, for screen readers and search engines. */}
            {heading ? <span className="sr-only">: {heading}</span> : null}
          </SlideLink>
        ) : null}
      </div>
    </section>
  );
}
