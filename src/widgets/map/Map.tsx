import { useRef, useState } from 'react';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import buttonCss from '../../ui/button.css';
import { useInView } from '../gallery/hooks';
import css from './map.css';
import { cssSize, mapEmbedUrl, mapLinkUrl } from './mapUrls';
import { inlineStyle } from '../../ui/inlineStyle';

export interface MapProps {
  /** The place, as text ('1 Lakeside Drive, Kurwongbah QLD'). */
  location?: string;
  /** 1 to 21 (default 14). */
  zoom?: number;
  /** px or % (default 100%). */
  width?: string;
  /** px (default 320). */
  height?: string;
  /** Shows the location as a sign above the map. */
  showSign?: boolean;
  /** auto (default): the map loads when near the viewport; click: only when asked (consent-first sites). */
  embed?: string;
}

/**
 * An embedded Google map (001 §2 Map). Nothing from Google loads until the map comes within
 * 200 px of the viewport (or, with embed="click", until the visitor asks), and a plain link
 * to the same place is always there for visitors who block embeds. The box keeps its height
 * from the first paint.
 */
export function Map({ location, zoom, width, height, showSign, embed = 'auto' }: MapProps) {
  useStyles(buttonCss, css);
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const near = useInView(ref, { once: true });
  const [asked, setAsked] = useState(false);
  if (!location) return null;
  const load = embed === 'click' ? asked : near;
  const name = t('media.map', { location });
  return (
    <figure className="map" part="map" ref={inlineStyle({ maxWidth: cssSize(width) ?? '100%' })}>
      {showSign ? (
        <figcaption className="map-sign" part="sign">
          <span aria-hidden="true">📍</span> {location}
        </figcaption>
      ) : null}
      <div ref={inlineStyle({ height: cssSize(height) ?? '320px' }, ref)} className="map-frame">
        {load ? (
          <iframe
            className="map-iframe"
            title={name}
            src={mapEmbedUrl(location, zoom)}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
          />
        ) : embed === 'click' ? (
          <button type="button" className="button map-show" data-variant="secondary" onClick={() => setAsked(true)}>
            {t('media.map_show')}
          </button>
        ) : null}
      </div>
      <a className="map-link" part="link" href={mapLinkUrl(location)} target="_blank" rel="noopener noreferrer">
        {t('media.map_link', { location })}
        <span className="sr-only"> {t('media.new_tab')}</span>
      </a>
    </figure>
  );
}
