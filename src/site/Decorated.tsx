import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { HostContext } from '../hooks/HostContext';
import { useLiveness } from '../hooks/useHydrated';
import { useReducedMotion } from '../hooks/useReducedMotion';
import { FirstScreen, Image } from '../ui/Image';
import { imageSetting } from '../ui/cmsSettings';
import { decorationOf } from './decoration';
import { useStyles } from '../hooks/useStyles';
import spacingCss from './spacing.css';
import { servesSpacing } from './spacingRules';
import { inlineStyle } from '../ui/inlineStyle';

let readsLengths: boolean | undefined;

/**
 * Whether this browser's CSS reads a length from an element's attribute by itself
 * (`attr(data-pt type(<length>))`): spacing.css then spaces a row beyond its scale's classes from
 * the server's first paint on; where it cannot, the CSSOM sets the spacing once the row is live.
 */
export const readsLengthAttributes = () =>
  (readsLengths ??= typeof CSS !== 'undefined' && CSS.supports('padding-top', 'attr(data-pt type(<length>))'));

/**
 * The wrapper of a widget or page content block (001 §2): spacing, colours, background image
 * (opacity, saturation, fixed scroll), background video, anchor and the scroll animation, which
 * plays once the box comes within its offset of the viewport — and never when the visitor
 * prefers reduced motion.
 */
export function Decorated({
  settings,
  className,
  children,
}: {
  settings?: Record<string, unknown>;
  className: string;
  children: ReactNode;
}) {
  // A box the server rendered finds its spacing's rules in the page's own sheet (site/spacingRules).
  const { root } = useContext(HostContext);
  const d = decorationOf(settings);
  useStyles(...(root && servesSpacing(root, d.className, d.attributes) ? [] : [spacingCss]));
  // A box the server rendered shows in place (it was on the page before any script could fade it
  // in, and hydrating keeps its attributes); one the browser renders anew plays its animation.
  const [fresh] = useState(useLiveness().getState);
  const reduce = useReducedMotion();
  const ref = useRef<HTMLDivElement>(null);
  const aos = d.aos;
  const animate = Boolean(aos) && fresh && !reduce;

  useEffect(() => {
    const el = ref.current;
    if (!el || !animate || !aos) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        el.dataset.aosIn = '';
        observer.disconnect();
      },
      { rootMargin: `0px 0px -${Math.min(aos.offset, 400)}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [animate, aos]);

  const image = d.background ? imageSetting(d.background.image, '16x9', 1920) : null;
  const layered = Boolean(image || d.video);
  return (
    <div
      ref={inlineStyle(
        {
          ...(readsLengthAttributes() ? undefined : d.style),
          ...(aos && animate
            ? { '--aos-duration': `${aos.duration}ms`, '--aos-delay': `${aos.delay}ms`, '--aos-easing': aos.easing }
            : undefined),
        },
        ref,
      )}
      {...d.attributes}
      id={d.anchor}
      className={`${className} ${d.className}${layered ? ' layered' : ''}`}
      data-aos={animate ? aos?.type : undefined}
    >
      {image && d.background && (
        <div
          className="background"
          data-fixed={d.background.fixed || undefined}
          // On their scales (site/decoration), each value a rule of page.css: from the server's first paint.
          data-opacity={d.background.opacity < 100 ? d.background.opacity : undefined}
          data-saturation={d.background.saturation < 100 ? d.background.saturation : undefined}
          aria-hidden="true"
        >
          {/* Behind the row's widgets: their pictures, not this one, take the first screen's eager loads. */}
          <FirstScreen.Provider value={null}>
            <Image image={image} alt="" className="background-image" />
          </FirstScreen.Provider>
        </div>
      )}
      {d.video && (
        <video className="background" src={d.video.src} poster={d.video.poster} autoPlay muted loop playsInline aria-hidden="true" />
      )}
      {layered ? <div className="foreground">{children}</div> : children}
    </div>
  );
}
