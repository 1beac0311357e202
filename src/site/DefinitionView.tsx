import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { startQueries } from '../element/plan';
import { useHostContext } from '../hooks/HostContext';
import { useLanguage } from '../hooks/useT';
import { provideMessages } from '../ui/definition';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import type { AnyDefinition } from './registry';

const components = new WeakMap<AnyDefinition, LazyExoticComponent<ComponentType<object>>>();

/** The definition's component, loaded on first use (once per definition, whichever page asks). */
function componentOf(definition: AnyDefinition) {
  let component = components.get(definition);
  if (!component) {
    provideMessages(definition);
    component = lazy(() => definition.load().then((c) => ({ default: c as ComponentType<object> })));
    components.set(definition, component);
  }
  return component;
}

/** Starts a definition's first-render queries and asks for its code, before React gets there. */
export function prepare(definition: AnyDefinition, props: object): void {
  provideMessages(definition);
  startQueries(definition, props);
  componentOf(definition);
  void definition.load().catch(() => undefined);
}

/**
 * Renders a widget's or screen's definition inside the site: its messages registered, its
 * queries started, its lazily loaded component in its own Suspense and error boundary, so one
 * slow or failing widget holds up or breaks nothing else on the page.
 */
export function DefinitionView({ definition, props }: { definition: AnyDefinition; props: object }) {
  const { host, tag } = useHostContext();
  const lng = useLanguage();
  const Component = componentOf(definition);
  useMemo(() => startQueries(definition, props), [definition, props]);
  return (
    <ErrorBoundary host={host} tag={`${tag} ${definition.tag}`} lng={lng}>
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
