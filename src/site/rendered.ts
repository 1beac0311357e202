/**
 * What a server-rendered site page needs loaded before it hydrates: the components of the
 * definitions it rendered, which its state lists by their CMS kinds, or by their tags when they
 * have none (a screen, an event type's page), and of the screen its route shows. With them in,
 * the browser's first render is the server's tree and replaces none of its nodes.
 */
import type { PageRow } from '../api/pages';
import { notFoundScreen } from '../screens/not-found';
import type { WidgetPlace } from '../ui/definition';
import { loadComponent } from '../ui/DefinitionComponent';
import { loadDefinition, registry, type DefinitionModule } from './registry';
import { matchRoute } from './router';
import { screenFor } from './screens';

const withComponent = (module: DefinitionModule) => loadDefinition(module).then(loadComponent);

/**
 * The code of a page row's widgets (and their components), which a row that comes alive later
 * loads then. A failed load resolves too: the row then hydrates, and the widget whose code did not
 * arrive shows its error with "Try again" in its own boundary, as anywhere else.
 */
export function loadRow(row: PageRow, place: WidgetPlace): Promise<unknown> {
  const widgets = (row.blocks ?? []).flatMap((block) => block.widgets ?? []);
  const modules = new Set(widgets.map((widget) => registry.moduleFor(widget.outer, place)).filter((module) => module !== undefined));
  return Promise.all([...modules].map((module) => withComponent(module).catch(() => undefined)));
}

export function loadRendered({ url, kinds }: { url: string; kinds: readonly string[] }): Promise<unknown> {
  const modules = new Set(kinds.map(registry.moduleOfRendered).filter((module) => module !== undefined));
  const screen = screenFor(matchRoute(url).match, (path) => path);
  return Promise.all([
    ...[...modules].map(withComponent),
    screen && withComponent(screen.module),
    kinds.includes(notFoundScreen.tag) && loadComponent(notFoundScreen),
  ]);
}
