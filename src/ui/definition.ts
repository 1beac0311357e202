import type { ComponentType } from 'react';
import { provideEnglish, type Messages } from '../core/i18n';
import type { QueryCache, QueryOptions } from '../core/query';
import { isLoggedIn } from '../core/runtime';

export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/** 001 §3: a widget's pagination labels, single and double angle quotes by default. */
export interface PaginationLabels {
  first: string;
  previous: string;
  next: string;
  last: string;
}

export const PAGINATION_LABELS: PaginationLabels = { first: '«', previous: '‹', next: '›', last: '»' };

/** The settings a CMS widget carries (templatevar, 001 §3), handed to `fromWidget`. */
export interface CmsWidget {
  outer: string;
  type?: string;
  templatevar: Record<string, unknown>;
  items?: unknown;
  /** The widget's place among its block's widgets. */
  sort?: number;
  limit?: number;
  offset?: number;
  /** A list widget's page size; absent: the widget's own. */
  itemsPerPage?: number;
  labels?: PaginationLabels;
}

/** Where a CMS widget sits in `<venue-site>`: the route's item and extra parameters (001 §2). */
export interface WidgetPlace {
  /** The route's second segment (/article/{item}, /events/{item}). */
  item?: string;
  /** The third and fourth segments. */
  params: string[];
  /** The CMS page's model (Article, EventType...). */
  model?: string | null;
}

/**
 * Everything about one widget or screen, in one object (DESIGN: one definition per widget).
 * The element file wraps it as a custom element, the loader's plan starts its queries, and
 * `<venue-site>`'s registry renders it for its CMS kinds. Stylesheets travel with the
 * components themselves (`useStyles`), so nobody lists the sheets of what lies beneath.
 */
export interface WidgetDefinition<P extends object = Record<string, unknown>> {
  tag: string;
  /** The CMS widget kinds (`outer`) the site renders with it. */
  kinds?: readonly string[];
  /** The component, loaded when first rendered. */
  load(): Promise<ComponentType<P>>;
  /** Attribute types of the element: camelCase prop → dashed attribute. */
  props: { [K in keyof P]?: AttributeType };
  /** The queries the first render needs: started while the component's code downloads. */
  queries?(props: P): QueryOptions<unknown>[];
  /**
   * Its message namespaces with their English source, those of the components it renders
   * included (other languages come with their language chunk).
   */
  messages?: Partial<Messages>;
  /** A CMS widget's settings as props (the site's page renderer). */
  fromWidget?(widget: CmsWidget, place: WidgetPlace): P;
  /**
   * Loads the code of what a server-rendered view of it shows besides its own component (the
   * site: its page's widget kinds and its route's screen), so that hydrating renders at once
   * what the server rendered.
   */
  loadRendered?(state: { url: string; kinds: readonly string[] }): Promise<unknown>;
}

/** Any definition, whatever its props (the site's registry, the component loader). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDefinition = WidgetDefinition<any>;

/** Types a definition (an identity function, so `props` is checked against the component's). */
export function defineWidget<P extends object>(definition: WidgetDefinition<P>): WidgetDefinition<P> {
  return definition;
}

/** Registers a definition's English messages (its element and the site both call this). */
export function provideMessages(definition: { messages?: Partial<Messages> }): void {
  for (const [namespace, english] of Object.entries(definition.messages ?? {})) {
    provideEnglish(namespace as keyof Messages, english as Record<string, string>);
  }
}

/** Starts a definition's first-load queries in a page's cache; a visitor has nothing private to fetch (no 401s). */
export function startQueries<P extends object>(queries: QueryCache, definition: WidgetDefinition<P>, props: P): void {
  for (const query of definition.queries?.(props) ?? []) {
    if (!query.private || isLoggedIn()) queries.prefetch(query);
  }
}
