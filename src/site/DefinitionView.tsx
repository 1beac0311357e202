import { useMemo } from 'react';
import { DefinitionComponent, preloadComponent } from '../element/DefinitionComponent';
import { platform } from '../core/platform';
import { startQueries } from '../element/plan';
import { useHostContext } from '../hooks/HostContext';
import { useLanguage } from '../hooks/useT';
import { provideMessages, type AnyDefinition } from '../ui/definition';
import { ErrorBoundary } from '../ui/ErrorBoundary';

/** Starts a definition's first-render queries and asks for its code, before React gets there. */
export function prepare(definition: AnyDefinition, props: object): void {
  provideMessages(definition);
  startQueries(definition, props);
  preloadComponent(definition);
}

/**
 * Renders a widget's or screen's definition inside the site: its messages registered, its
 * queries started, its component rendered once its code has arrived, in its own error boundary,
 * so one slow or failing widget holds up or breaks nothing else on the page.
 */
export function DefinitionView({ definition, props }: { definition: AnyDefinition; props: object }) {
  const { host, tag } = useHostContext();
  const lng = useLanguage();
  useMemo(() => provideMessages(definition), [definition]);
  useMemo(() => startQueries(definition, props), [definition, props]);
  platform().rendered(definition);
  return (
    <ErrorBoundary host={host} tag={`${tag} ${definition.tag}`} lng={lng}>
      <DefinitionComponent definition={definition} props={props} />
    </ErrorBoundary>
  );
}
