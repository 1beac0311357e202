import { useEffect, useMemo } from 'react';
import { backOfficeUrl, getConfig } from '../core/config';
import { currentPath, leaveSite } from '../core/navigation';
import { clearSession } from '../core/runtime';
import { HostContext, type HostContextValue } from '../hooks/HostContext';
import { useLiveness } from '../hooks/useHydrated';
import { usePlatform } from '../hooks/usePageCore';
import { signedIn, useUser } from '../hooks/useSession';
import { useStyles } from '../hooks/useStyles';
import { notFoundScreen } from '../screens/not-found';
import { HydrateLater } from '../ui/HydrateLater';
import { BackToTop, Footer, Header, Layout, NavProgress, UpdateBanner } from './Chrome';
import { usePage, usePageContents, useRowsOnIntent, useSiteContent } from './content';
import { DefinitionView, ScreenView } from './DefinitionView';
import { Head } from './Head';
import { HomeList, Readme } from './Info';
import { useDocumentLanguage, useHomeAfterLogout, useLandingAfterTokenLogin } from './pageEffects';
import { PageView } from './PageView';
import { useRouteEntityMissing } from './routeEntity';
import { hrefFor, matchRoute, pageSlugOf } from './router';
import { ruleFor } from './routeRules';
import { followsRedirectAfterLogin, screenFor } from './screens';
import css from './site.css';
import { watchUpdates } from './updates';
import { useSiteRouter } from './useSiteRouter';

// In the site's own chunk: what a server-rendered page loads before it hydrates is no chunk of its own.
export { loadRendered } from './rendered';

export interface SiteProps {
  /** path (default, from the `data-routing` setting) or hash. */
  routing?: string;
  /** Where the site lives in path routing, e.g. `/site` (default: the root). */
  base?: string;
  /** The service worker the site registers and checks for updates. */
  serviceWorker?: string;
}

/**
 * `<venue-site>`: the venue's whole website (001 §2, 000 §2). Its router keeps the path in the
 * address bar (path or hash routing) and hands its navigate and href to every component it
 * renders through the host context; CMS pages render their widgets from the same definitions
 * the single elements use.
 */
export function Site({ routing, base, serviceWorker }: SiteProps) {
  useStyles(css);
  const { outer, options, path, navigate, navigating, settle, reload } = useSiteRouter(routing, base);
  const user = useUser();
  // A page rendered on a server knows no member: a route that needs one is resolved here, once live.
  const liveness = useLiveness();
  const platform = usePlatform();

  useDocumentLanguage();
  useHomeAfterLogout(navigate);

  useEffect(() => {
    if (serviceWorker) void watchUpdates(serviceWorker);
  }, [serviceWorker]);

  const context = useMemo<HostContextValue>(() => {
    const href = (p: string) => hrefFor(p, options);
    return { ...outer, navigate, href, contentHref: href };
  }, [outer, navigate, options]);

  const content = useSiteContent(path);
  const route = useMemo(() => matchRoute(path), [path]);
  const { match } = route;
  const screen = screenFor(match, context.href);
  useLandingAfterTokenLogin(navigate, followsRedirectAfterLogin(screen));
  const homeList = match.screen === 'home' && flagOn(content.domain, 'home_list_page');
  const slug = homeList ? undefined : pageSlugOf(match);
  const pageState = usePage(slug, content.initial?.pages, content.ready);
  const page = pageState.page;
  // A page's blocks are asked once the page is known to be there (initialData lists every page;
  // one it does not list is asked first): an unknown address costs the API one call (001 §4).
  const contents = usePageContents(pageState.page || pageState.listed ? slug : undefined);
  useRowsOnIntent(content.initial?.pages, options);
  const rule = content.ready
    ? ruleFor(path, match, {
        redirects: content.redirects,
        page,
        cms: backOfficeUrl(getConfig(), platform.origin()),
        here: platform.origin() + context.href(path),
      })
    : undefined;
  const needsLogin = rule?.kind === 'member';

  // The site's rules for the route (site/routeRules), as the browser applies them.
  useEffect(() => {
    if (!rule) return;
    if (rule.kind === 'redirect') navigate(rule.to, { replace: true });
    else if (rule.kind === 'leave') leaveSite(rule.to);
    // The login flows' code (api/account) comes with the one route that logs out; without it the
    // session still ends here (the server's end of it lapses on its own).
    else if (rule.kind === 'logout')
      void import('../api/account')
        .then(
          ({ logout }) => logout(),
          () => clearSession('user'),
        )
        .finally(() => navigate('/', { replace: true }));
    else if (rule.kind === 'member' && !user) {
      // Asked of the stores once live: a member's own render (the same transition) may not have run yet.
      let leaving = false;
      let stayed = false;
      const toLogin = () => {
        if (leaving || !liveness.getState() || signedIn()) return;
        leaving = true;
        const from = currentPath();
        // Where to come back to, kept by the login flows' code (core/afterLogin), which the login screen loads too.
        void import('../core/afterLogin')
          .then(({ rememberRedirect }) => rememberRedirect(from))
          .finally(() => stayed || navigate('/login', { replace: true }));
      };
      toLogin();
      const off = liveness.subscribe(toLogin);
      return () => {
        stayed = true;
        off();
      };
    }
    // The rule's kind and address are what it is: a new object with the same ones is the same rule.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, rule?.kind, rule && 'to' in rule ? rule.to : undefined, user, liveness, navigate]);

  const loading = !content.ready || pageState.loading;
  useEffect(() => {
    if (!navigating || loading) return;
    // Hidden once the new route has painted: a route served from cache shows the bar for a frame.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(settle);
    });
    return () => cancelAnimationFrame(frame);
  }, [navigating, loading, path, settle]);

  // The same while the route's segments are: a page's rows are not rendered again for a new query (PageView).
  const segments = route.segments.join('/');
  const place = useMemo(
    () => ({ item: route.segments[1], params: route.segments.slice(2), model: page?.sitemap_model ?? null }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [segments, page?.sitemap_model],
  );
  const entityMissing = useRouteEntityMissing(page?.sitemap_model, route.segments[1]);
  // /cms at the back office's own address (routeRules): nothing in front of the site serves it here.
  const notFound = pageState.notFound || entityMissing || (match.screen === 'cms' && rule?.kind === 'page');

  let body = null;
  if (!content.ready) {
    // Nothing of the route before the site's content is in: its rules (the redirect table, a
    // member's route) are known only then, and the header it fills in would move a screen shown
    // before it (84 px at 1280 px wide: a link moved from under the pointer).
  } else if (screen && !(needsLogin && !user)) body = <ScreenView key={path.split('?')[0]} module={screen.module} props={screen.props} />;
  else if (match.screen === 'readme' || match.screen === 'demo') body = <Readme demo={match.screen === 'demo'} />;
  else if (homeList) body = <HomeList sitemap={content.sitemap} />;
  else if (notFound) body = <DefinitionView definition={notFoundScreen} props={NO_PROPS} />;
  else if (page && !(needsLogin && !user))
    body = <PageView key={`${page.slug}:${path.split('?')[0]}`} page={page} place={place} contents={contents} />;

  const layout = notFound ? '404' : page && (page as { layout?: unknown }).layout === 'none' ? 'none' : 'default';
  return (
    <HostContext.Provider value={context}>
      <div className="site" part="site">
        <NavProgress active={navigating} />
        <Head path={path} route={route} page={page} notFound={notFound} content={content} options={options} />
        <Layout
          layout={layout}
          header={
            <HydrateLater>
              <Header sitemap={content.sitemap} domain={content.domain} path={path} ecommerce={flagOn(content.domain, 'isEcommerce')} />
            </HydrateLater>
          }
          footer={
            <HydrateLater>
              <Footer domain={content.domain} />
            </HydrateLater>
          }
        >
          {body}
        </Layout>
        <UpdateBanner onUpdate={reload} />
        {/* 001 §3: show_back_to_top is on unless the domain turns it off. */}
        {!flagOff(content.domain, 'show_back_to_top') && <BackToTop />}
        {/* The site's last node: a page the browser paints before it has read all of it shows nothing (site.css). */}
        <span className="site-end" hidden />
      </div>
    </HostContext.Provider>
  );
}

const NO_PROPS = {};

/** A feature flag of the domain record (on the record itself or in its feature_flags). */
const flagOf = (domain: Record<string, unknown>, name: string) =>
  ((domain.feature_flags ?? {}) as Record<string, unknown>)[name] ?? domain[name];
const flagOn = (domain: Record<string, unknown>, name: string) => [true, 1, '1', 'true'].includes(flagOf(domain, name) as never);
const flagOff = (domain: Record<string, unknown>, name: string) => [false, 0, '0', 'false'].includes(flagOf(domain, name) as never);
