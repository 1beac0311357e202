/**
 * The kit entry: what the loader needs from the kit chunk by name (the React runtime, the
 * hooks, the element adapter and the UI primitives live there). The loader defines each tag with
 * it once all of the tag's code is in.
 */
import type { RenderedState } from './core/renderedState';
import type { AnyDefinition } from './ui/definition';
import { loadComponent } from './element/DefinitionComponent';
import { defineElement as define } from './element/defineElement';

/**
 * The tag defined once its component's code has been imported here too (the loader has it in by
 * then: an import() of it still resolves a task or two later), so that the elements on the page
 * show it in their first render, each in a task of its own. Its failure is the element's to show.
 */
export function defineElement(definition: AnyDefinition, rendered?: RenderedState): Promise<CustomElementConstructor> {
  return loadComponent(definition)
    .catch(() => undefined)
    .then(() => define(definition, rendered));
}
