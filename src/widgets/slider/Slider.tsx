import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Swiper from 'swiper';
import swiperCss from 'swiper/css';
import { Autoplay } from 'swiper/modules';
import type { Slide } from '../../api/media';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import galleryCss from '../gallery/gallery.css';
import { useReducedMotion } from '../gallery/hooks';
import { SlideCard } from '../gallery/SlideCard';
import css from './slider.css';

/** 001 §9: the slider autoplays every 4000 ms. */
export const AUTOPLAY_MS = 4000;

export interface SliderProps {
  slides: Slide[];
  /** The carousel's accessible name. */
  label: string;
}

/**
 * The slider (001 §2): one slide per view on swiper (this chunk alone carries it), autoplay
 * every 4000 ms that keeps going after a swipe, click or key (disableOnInteraction false),
 * previous/next buttons, arrow keys and swipes, a pause button (WCAG 2.2.2), and no autoplay
 * under prefers-reduced-motion. Swiper's CSS is adopted like any sheet (no <style> injection,
 * so a strict CSP holds); after the last slide it rewinds, as loop mode would move React's nodes.
 * @csspart slider - The carousel.
 */
export function Slider({ slides, label }: SliderProps) {
  useStyles(swiperCss, galleryCss, css);
  const t = useT();
  const el = useRef<HTMLDivElement>(null);
  const swiper = useRef<Swiper | null>(null);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const reduce = useReducedMotion();
  const playing = !paused && !reduce && slides.length > 1;

  useEffect(() => {
    if (!el.current) return;
    const instance = new Swiper(el.current, {
      modules: [Autoplay],
      slidesPerView: 1,
      rewind: true,
      autoplay: { delay: AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: false },
      on: { slideChange: (s) => setActive(s.realIndex) },
    });
    swiper.current = instance;
    return () => {
      instance.destroy(true, false);
      swiper.current = null;
    };
  }, [slides.length]);

  useEffect(() => {
    const autoplay = swiper.current?.autoplay;
    if (!autoplay) return;
    if (playing && !autoplay.running) autoplay.start();
    if (!playing && autoplay.running) autoplay.stop();
  }, [playing, slides.length]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    if ((event.key === 'ArrowRight') !== rtl) swiper.current?.slideNext();
    else swiper.current?.slidePrev();
  };

  return (
    <section className="slider" part="slider" aria-roledescription={t('media.carousel')} aria-label={label} onKeyDown={onKeyDown}>
      <div className="swiper" ref={el}>
        <div className="swiper-wrapper" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={slide.id ?? index}
              className="swiper-slide"
              role="group"
              aria-roledescription={t('media.slide')}
              aria-label={t('media.position', { index: index + 1, count: slides.length })}
              inert={index !== active}
            >
              <SlideCard slide={slide} eager={index === 0} overlayText />
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className="slider-controls">
          <button
            type="button"
            className="slider-button"
            part="slider-previous"
            aria-label={t('media.previous_slide')}
            onClick={() => swiper.current?.slidePrev()}
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
          <button
            type="button"
            className="slider-button"
            part="slider-next"
            aria-label={t('media.next_slide')}
            onClick={() => swiper.current?.slideNext()}
          >
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
