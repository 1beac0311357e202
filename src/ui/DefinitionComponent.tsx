import type { ComponentType } from 'react';
import { isLoaded, preload, useLoaded } from '../hooks/useLoaded';
import type { AnyDefinition } from './definition';

const loadOf = (definition: AnyDefinition) => () => definition.load() as Promise<ComponentType<object>>;

/** Asks for a definition's component now (once per page), before anything renders it. */
export function preloadComponent(definition: AnyDefinition): void {
  void preload(definition, loadOf(definition));
}

/** Its component's code, loaded (once per page): for a render that must show it at once. */
export function loadComponent(definition: AnyDefinition): Promise<void> {
  return preload(definition, loadOf(definition));
}

/**
 * Calls `then` once the definition's component is in (at once when it is) or could not be
 * loaded: a first render that has it shows the element's content in one pass, not an empty
 * pass and another once an import() of code that is already in has resolved.
 */
export function whenComponent(definition: AnyDefinition, then: () => void): void {
  if (isLoaded(definition)) then();
  else void loadComponent(definition).then(then); // a failed load resolves too
}

/**
 * A definition's component with its props, once its code has arrived (nothing until then: the
 * element keeps its reserved box, a site page its place). A standalone element and the site both
 * render definitions through this.
 */
export function DefinitionComponent({ definition, props }: { definition: AnyDefinition; props: object }) {
  const Component = useLoaded(definition, loadOf(definition));
  return Component ? <Component {...props} /> : null;
}
