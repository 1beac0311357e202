import { useRef, useState, type KeyboardEvent } from 'react';
import type { Slide } from '../../api/media';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import galleryCss from '../gallery/gallery.css';
import { SlideCard } from '../gallery/SlideCard';
import { useAutoplay, useCarousel } from './carousel';
import { useReducedMotion } from '../../hooks/useReducedMotion';
import { useOnScreen, usePageVisible, useTouching } from './conditions';
import css from './slider.css';

/** 001 §9: the slider autoplays every 4000 ms. */
export const AUTOPLAY_MS = 4000;

export interface SliderProps {
  slides: Slide[];
  /** The carousel's accessible name. */
  label: string;
}

/**
 * The slider (001 §2): one slide per view on a native scroll-snap track, so swipes, wheels and
 * trackpads scroll it and the server renders it whole (the slides past the first lie off to the
 * side, their pictures lazy). Autoplay every 4000 ms that keeps going after a swipe, click or key,
 * previous/next buttons and arrow keys that rewind past either end, a pause button (WCAG 2.2.2),
 * and no autoplay under prefers-reduced-motion, in a hidden tab or off screen.
 * @csspart slider - The carousel.
 */
export function Slider({ slides, label }: SliderProps) {
  useStyles(galleryCss, css);
  const t = useT();
  const root = useRef<HTMLElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  const reduce = useReducedMotion();
  const { active, go } = useCarousel(track, slides.length, reduce);
  const onScreen = useOnScreen(root);
  const visible = usePageVisible();
  const touching = useTouching(track);
  const rotating = !paused && !reduce && slides.length > 1 && onScreen && visible && !touching;
  useAutoplay(rotating, active, AUTOPLAY_MS, () => go(1));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    go((event.key === 'ArrowRight') !== rtl ? 1 : -1);
  };

  return (
    <section
      className="slider"
      part="slider"
      aria-roledescription={t('media.carousel')}
      aria-label={label}
      onKeyDown={onKeyDown}
      ref={root}
    >
      {/* While it turns by itself its changes are not announced; when still, a change is the visitor's own. */}
      <div className="slider-track" ref={track} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          <div
            key={slide.id ?? index}
            className="slider-slide"
            role="group"
            aria-roledescription={t('media.slide')}
            aria-label={t('media.position', { index: index + 1, count: slides.length })}
            inert={index !== active}
          >
            <SlideCard slide={slide} eager={index === 0} overlayText />
          </div>
        ))}
      </div>
      {slides.length > 1 ? (
        <div className="slider-controls">
          <button
            type="button"
            className="slider-button"
            part="slider-previous"
            aria-label={t('media.previous_slide')}
            onClick={() => go(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          {reduce ? null : (
            <button
              type="button"
              className="slider-button"
              part="slider-pause"
              aria-label={t(paused ? 'media.play' : 'media.pause')}
              onClick={() => setPaused(!paused)}
            >
              <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
            </button>
          )}
          <button type="button" className="slider-button" part="slider-next" aria-label={t('media.next_slide')} onClick={() => go(1)}>
            <span aria-hidden="true">›</span>
          </button>
          <span className="slider-count" aria-hidden="true">
            {t('media.position', { index: active + 1, count: slides.length })}
          </span>
        </div>
      ) : null}
    </section>
  );
}
