/**
 * The kit entry: what the loader needs from the kit chunk by name (the React runtime, the
 * hooks, the element adapter and the UI primitives live there). The loader defines each tag with
 * it once the tag's definition is in.
 */
import type { RenderedState } from './core/renderedState';
import type { AnyDefinition } from './ui/definition';
import { loadComponent } from './ui/DefinitionComponent';
import { defineElement as define } from './element/defineElement';

/**
 * The tag defined once its component's code is in (the loader asked for it with the kit), so that
 * the elements on the page show it in their first render, each in a task of its own, not an empty
 * pass first. A component that could not be loaded is the element's to show.
 */
export function defineElement(definition: AnyDefinition, rendered?: RenderedState): Promise<CustomElementConstructor> {
  // A failed load resolves too (useLoaded keeps the failure for the element's render).
  return loadComponent(definition).then(() => define(definition, rendered));
}
