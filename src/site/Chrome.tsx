import { useEffect, useId, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import type { SitemapEntry } from '../api/pages';
import { prefersReducedMotion } from '../core/platform';
import { useExternal } from '../hooks/useExternal';
import { useUser } from '../hooks/useSession';
import { useT } from '../hooks/useT';
import { Button } from '../ui/Button';
import { Link } from '../ui/Link';
import { ProgressBar } from '../ui/ProgressBar';
import { updateStore, applyUpdate } from './updates';

/** 001 §9: the update banner closes by itself after this long. */
export const BANNER_MS = 6_000;
/** 001 §9: back-to-top shows after this much scrolling. */
export const BACK_TO_TOP_PX = 100;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The pages of the main menu: the sitemap's top-level pages (priority 90 and above), home first. */
export function menuOf(sitemap: readonly SitemapEntry[]): SitemapEntry[] {
  return sitemap.filter((e) => (e.priority ?? 0) >= 90 && /^\/[^/]*$/.test(e.url));
}

/** From this width the menu is the header's row, never a popover (site.css). */
const WIDE = '(min-width: 1024px)';

/** The popover open, where the browser has popovers (elsewhere the menu always shows: site.css). */
const openPopover = (element: HTMLElement | null): element is HTMLElement =>
  Boolean(element && 'hidePopover' in element && element.matches(':popover-open'));

/**
 * The site's header. On a phone its menu is a popover its toggle opens and closes by itself, with
 * no script (a page rendered on a server opens it before its code has run, and so does a page read
 * with scripts off); light dismiss closes it, and so do a new route and a window widened past a
 * phone's. Until the header is live its toggle carries no aria-expanded: the browser tells a
 * popover's toggle open or closed by itself, and a value the server wrote would be stale once the
 * visitor opened it. Live, React keeps aria-expanded as the popover is.
 */
export function Header({
  sitemap,
  domain,
  path,
  ecommerce,
}: {
  sitemap: readonly SitemapEntry[];
  domain: Record<string, unknown>;
  path: string;
  ecommerce: boolean;
}) {
  const t = useT();
  const user = useUser();
  const menu = useId();
  const nav = useRef<HTMLElement>(null);
  const [open, setOpen] = useState<boolean>();
  const current = path.split(/[?#]/)[0];
  // Closed by a new route, not as it hydrates: opened before this code ran, it stays open.
  const shown = useRef(current);
  useEffect(() => {
    if (shown.current !== current && openPopover(nav.current)) nav.current.hidePopover();
    shown.current = current;
  }, [current]);
  useEffect(() => {
    setOpen(openPopover(nav.current));
    // A popover open at a width where the menu is the header's row would stand over the page.
    const wide = matchMedia(WIDE);
    const close = () => wide.matches && openPopover(nav.current) && nav.current.hidePopover();
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, []);
  const onToggle = (event: SyntheticEvent) => setOpen((event.nativeEvent as ToggleEvent).newState === 'open');
  const name = text(domain.name) || text(domain.organisation_name);
  return (
    <header className="site-header" part="header">
      <div className="site-bar container">
        <Link to="/" className="site-name">
          {name || t('site.home')}
        </Link>
        <button type="button" className="menu-toggle" popoverTarget={menu} aria-expanded={open}>
          {t('site.menu')}
        </button>
        <nav ref={nav} id={menu} popover="auto" className="site-nav" aria-label={t('site.main_menu')} onToggle={onToggle}>
          <button type="button" className="menu-close" popoverTarget={menu} popoverTargetAction="hide" aria-label={t('site.close')}>
            ×
          </button>
          <ul>
            {menuOf(sitemap).map((e) => (
              <li key={e.url}>
                <Link to={e.url} aria-current={e.url === current ? 'page' : undefined}>
                  {e.url === '/' ? t('site.home') : e.seo_title}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/search" aria-current={current.startsWith('/search') ? 'page' : undefined}>
                {t('site.search_title')}
              </Link>
            </li>
            {ecommerce && (
              <li>
                <Link to="/cart" aria-current={current === '/cart' ? 'page' : undefined}>
                  {t('site.cart')}
                </Link>
              </li>
            )}
            <li>
              {user ? (
                <Link to="/profile" aria-current={current === '/profile' ? 'page' : undefined}>
                  {t('site.profile')}
                </Link>
              ) : (
                <Link to="/login" aria-current={current === '/login' ? 'page' : undefined}>
                  {t('site.login')}
                </Link>
              )}
            </li>
            {user && (
              <li>
                <Link to="/logout">{t('site.logout')}</Link>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}

export function Footer({ domain }: { domain: Record<string, unknown> }) {
  const name = text(domain.organisation_name) || text(domain.name);
  const details = [text(domain.organisation_address), text(domain.organisation_phone), text(domain.organisation_email)].filter(Boolean);
  return (
    <footer className="site-footer" part="footer">
      <div className="container">
        {name && <p className="footer-name">{name}</p>}
        {details.length > 0 && <p>{details.join(' · ')}</p>}
        {text(domain.organisation_abn) && <p>ABN {text(domain.organisation_abn)}</p>}
      </div>
    </footer>
  );
}

/** 001 §2 layouts: default (header, content, footer) and 404 (the content alone, under the site's name). */
export function Layout({
  layout,
  header,
  footer,
  children,
}: {
  layout: 'default' | '404' | 'none';
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) {
  if (layout === 'none') return <main className="site-main">{children}</main>;
  return (
    <>
      {header}
      <main className="site-main container" data-layout={layout}>
        {children}
      </main>
      {layout === 'default' && footer}
    </>
  );
}

const subscribeUpdate = (listener: () => void) => updateStore.subscribe(listener);
const waitingWorker = () => updateStore.getState().waiting;

/**
 * 001 §2: 'New content available' with 'Update', only while an update is waiting; it closes on
 * its close button or after 6000 ms (the update is still applied on the next navigation).
 */
export function UpdateBanner({ onUpdate }: { onUpdate: () => void }) {
  const t = useT();
  const waiting = useExternal(subscribeUpdate, waitingWorker);
  const [closed, setClosed] = useState<ServiceWorker | null>(null);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setClosed(waiting), BANNER_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  if (!waiting || closed === waiting) return null;
  return (
    <div className="update-banner" part="update-banner" role="status">
      <span>{t('site.update_available')}</span>
      <Button onClick={() => applyUpdate(onUpdate)}>{t('site.update')}</Button>
      <button type="button" className="banner-close" aria-label={t('site.close')} onClick={() => setClosed(waiting)}>
        ×
      </button>
    </div>
  );
}

/**
 * 000 §2: a bar along the top on each client-side navigation to another path, from its start
 * until the new route has rendered: the SDK's one progress bar, shown without its delay. Its code
 * comes with the site's (0.9 KB gz): fetched after the site rendered, it missed a navigation that
 * began and ended before it arrived.
 */
export function NavProgress({ active }: { active: boolean }) {
  const t = useT();
  return <ProgressBar active={active} delay={0} label={t('common.loading')} />;
}

/** 001 §2: shown when show_back_to_top is on and the page has scrolled more than 100 px. */
export function BackToTop() {
  const t = useT();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > BACK_TO_TOP_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="back-to-top"
      part="back-to-top"
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
    >
      <span aria-hidden="true">↑</span> {t('site.back_to_top')}
    </button>
  );
}
