import { useMemo, type ReactNode } from 'react';
import { DefinitionComponent } from '../ui/DefinitionComponent';
import { usePageCore } from '../hooks/usePageCore';
import { useHostContext } from '../hooks/HostContext';
import { useLaterPart } from './HydrateWhenSeen';
import { useLanguage } from '../hooks/useT';
import { provideMessages, startQueries, type AnyDefinition } from '../ui/definition';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { useDefinition, type DefinitionModule } from './registry';

/**
 * Renders a widget's or screen's definition inside the site: its messages registered, its
 * queries started, its component rendered once its code has arrived, in its own error boundary,
 * so one slow or failing widget holds up or breaks nothing else on the page.
 */
export function DefinitionView({ definition, props }: { definition: AnyDefinition; props: object }) {
  useMemo(() => provideMessages(definition), [definition]);
  const { queries, platform } = usePageCore();
  useMemo(() => startQueries(queries, definition, props), [queries, definition, props]);
  // A server names the code of what a page shows, but not of a part that comes alive later.
  platform.rendered(definition, useLaterPart() !== null);
  return (
    <PartBoundary name={definition.tag}>
      <DefinitionComponent definition={definition} props={props} />
    </PartBoundary>
  );
}

/**
 * A part of the page in an error boundary of its own: one that fails to render, or whose
 * definition's code could not be loaded, shows the error with a retry and breaks nothing else.
 */
export function PartBoundary({ name, children }: { name: string; children: ReactNode }) {
  const { host, tag } = useHostContext();
  const lng = useLanguage();
  return (
    <ErrorBoundary host={host} tag={`${tag} ${name}`} lng={lng}>
      {children}
    </ErrorBoundary>
  );
}

/** A screen a route shows, once its definition's module is in (a rendered page has it before hydrating). */
export function ScreenView({ module, props }: { module: DefinitionModule; props: object }) {
  return (
    <PartBoundary name="screen">
      <LoadedScreen module={module} props={props} />
    </PartBoundary>
  );
}

function LoadedScreen({ module, props }: { module: DefinitionModule; props: object }) {
  const definition = useDefinition(module);
  return definition ? <DefinitionView definition={definition} props={props} /> : null;
}
