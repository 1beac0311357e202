/**
 * What a server-rendered site page needs loaded before it hydrates: the components of the
 * definitions it rendered, which its state lists by their CMS kinds, or by their tags when they
 * have none (a screen, an event type's page), and of the screen its route shows. With them in,
 * the browser's first render is the server's tree and replaces none of its nodes.
 */
import { loadComponent } from '../ui/DefinitionComponent';
import { notFoundScreen } from '../screens/not-found';
import type { AnyDefinition } from '../ui/definition';
import { eventTypeWidget } from '../widgets/events';
import { registry, WIDGETS } from './registry';
import { matchRoute } from './router';
import { screenFor } from './screens';

const BY_TAG = new Map([...WIDGETS, eventTypeWidget, notFoundScreen].map((definition) => [definition.tag, definition]));

export function loadRendered({ url, kinds }: { url: string; kinds: readonly string[] }): Promise<unknown> {
  const definitions = new Set<AnyDefinition>();
  for (const kind of kinds) {
    const definition = registry.definitionFor(kind) ?? BY_TAG.get(kind);
    if (definition) definitions.add(definition);
  }
  const screen = screenFor(matchRoute(url).match, (path) => path);
  if (screen) definitions.add(screen.definition);
  return Promise.all([...definitions].map(loadComponent));
}
