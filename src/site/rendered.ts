/**
 * What a server-rendered site page needs loaded before it hydrates: the components of its
 * widget kinds (on an event type's page the event title stands for the whole page, as the
 * registry decides by model) and of the screen its route shows. With them in, the browser's
 * first render is the server's tree and replaces none of its nodes.
 */
import { loadComponent } from '../element/DefinitionComponent';
import { notFoundScreen } from '../screens/not-found';
import type { AnyDefinition } from '../ui/definition';
import { registry } from './registry';
import { matchRoute } from './router';
import { screenFor } from './screens';

export function loadRendered({ url, kinds }: { url: string; kinds: readonly string[] }): Promise<unknown> {
  const definitions = new Set<AnyDefinition>();
  for (const kind of kinds) {
    for (const definition of [registry.definitionFor(kind), registry.definitionFor(kind, { model: 'EventType' })]) {
      if (definition) definitions.add(definition);
    }
  }
  const screen = screenFor(matchRoute(url).match, (path) => path);
  if (screen) definitions.add(screen.definition);
  if (kinds.includes(notFoundScreen.tag)) definitions.add(notFoundScreen);
  return Promise.all([...definitions].map(loadComponent));
}
