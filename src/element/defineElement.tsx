import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { boot } from './boot';
import { getConfig } from '../core/config';
import { inBrowser } from '../core/platform';
import { queries } from '../core/runtime';
import { setLanguage } from '../core/i18n';
import type { RenderedState } from '../core/renderedState';
import { adoptSheets } from '../core/sheets';
import base from '../styles/base.css';
import tokens from '../styles/tokens.css';
import { provideMessages, startQueries, type AttributeType, type WidgetDefinition } from '../ui/definition';
import { HydrationRoot, hydrationParts } from '../ui/HydrateLater';
import { DefinitionComponent, loadComponent, preloadComponent, whenComponent } from '../ui/DefinitionComponent';
import { ElementRoot, serverSheetsOf, type ServerSheet } from './ElementRoot';
import { serverRendered, watchFirstContent } from './firstContent';
import { dashed, parseAttribute } from './plan';

/** True while `customElements.define` upgrades the elements of its tag already on the page. */
let upgrading = false;

/**
 * A widget definition as a custom element with an open Shadow DOM: attributes and properties
 * become props (a bare boolean attribute is true; a removed attribute clears its prop), the
 * definition's queries start at connection while the component's code is still on its way, and
 * the React root unmounts when the element leaves the page. Idempotent: a tag already defined
 * (a second copy of the SDK) is left alone. `rendered`: the state block of a page its server
 * rendered (the loader reads it), whose widgets' code a hydrating element loads before it hydrates.
 */
export function defineElement<P extends object>(definition: WidgetDefinition<P>, rendered?: RenderedState): CustomElementConstructor {
  const { tag } = definition;
  // Imported on a server (a framework's server render, a Node script): nothing to define there.
  if (!inBrowser) return serverStandIn(tag);
  const existing = customElements.get(tag);
  if (existing) return existing;
  boot();
  provideMessages(definition);

  const types: Record<string, AttributeType> = { lang: 'string', ...(definition.props as Record<string, AttributeType>) };
  const byAttribute = new Map(Object.keys(types).map((prop) => [dashed(prop), prop]));

  class VenueElement extends HTMLElement {
    static observedAttributes = [...byAttribute.keys()];
    props: Record<string, unknown> = {};
    private root?: Root;
    /** The first render, deferred to a task of its own while the tag's definition upgrades the page. */
    private firstRender?: ReturnType<typeof setTimeout>;
    /** Set while a server-rendered shadow root waits for its code before it is hydrated. */
    private hydrating = false;
    /** The stylesheets the server put in the shadow root, rendered again as they were. */
    private serverSheets?: ServerSheet[];
    /** The server's parts still dehydrated (ui/HydrateLater), while the element hydrates. */
    private parts?: ReturnType<typeof hydrationParts>;

    connectedCallback() {
      // A property set before the element was defined shadows the accessor: re-apply it.
      for (const prop of Object.keys(types)) {
        if (!Object.prototype.hasOwnProperty.call(this, prop)) continue;
        const value = (this as unknown as Record<string, unknown>)[prop];
        delete (this as unknown as Record<string, unknown>)[prop];
        (this as unknown as Record<string, unknown>)[prop] = value;
      }
      // A server-rendered element comes with its shadow root (declarative shadow DOM): it keeps it.
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      adoptSheets(shadow, [tokens, base]);
      startQueries(queries, definition, this.props as P);
      preloadComponent(definition);
      if (this.hydrating || (!this.root && serverRendered(shadow))) {
        if (!this.hydrating) void this.hydrate(shadow);
        // It has its content from its first paint: no box to reserve, no height to remember (a
        // page the server rendered says so itself: setting it again would restyle the page).
        if (!this.hasAttribute('data-venue-ready')) this.setAttribute('data-venue-ready', '');
        return;
      }
      this.root ??= createRoot(shadow);
      // The elements already on the page upgrade in the task that evaluates their code and
      // defines their tag: each renders in a task of its own, so that the chunks' evaluation and
      // the first renders (a calendar month's is 20-40 ms on a fresh page) do not add up to one
      // task that holds the host page. Either way the first render waits for the component's
      // code, if it is not in yet.
      if (upgrading) this.firstRender ??= setTimeout(() => this.renderFirst());
      // Rendered at once, in this task; after the current script, so that an element a React
      // host inserts in its commit renders once that commit is over.
      else queueMicrotask(() => this.renderFirst());
      watchFirstContent(this, shadow);
    }

    /**
     * Takes over the server's tree: its code and that of everything it shows loaded first, so
     * that the first render is the server's and hydrating replaces no node (no flash, no shift),
     * over the replies the page carried (boot seeded the query cache with them: no refetch).
     */
    private async hydrate(shadow: ShadowRoot) {
      this.hydrating = true;
      this.serverSheets = serverSheetsOf(shadow);
      // A failed load renders as the client would (its error boundary shows it).
      // The page's language too (data-lang, as the server rendered it): the first render is the server's.
      await Promise.all([loadComponent(definition), rendered && definition.loadRendered?.(rendered), setLanguage(getConfig().lang)]).catch(
        () => undefined,
      );
      this.hydrating = false;
      if (!this.isConnected) return;
      clearTimeout(this.firstRender);
      // Once the shell and every part under a HydrateLater are live, the element says so.
      this.parts = hydrationParts(() => {
        this.setAttribute('data-venue-hydrated', '');
        // What the visitor clicked or sent before (loader/rendered held it) is done now, on live parts.
        window.VenueElements?.releaseInput?.(shadow);
      });
      // Hydrated as a transition: React then works in its time-sliced lanes, yielding to the
      // browser every few milliseconds, where a default-lane hydration is one task as long as
      // the whole tree (hundreds of ms on a phone). A click or a key on a part not yet live still
      // jumps the queue (selective hydration) and is replayed once that part is (Next.js's
      // app router hydrates the same way).
      startTransition(() => {
        // React hydrates any container node; its types name only documents and elements.
        this.root = hydrateRoot(shadow as unknown as Element, this.tree(), {
          // A node React had to render anew (the server's differed) is a bug to see, not a visitor's error.
          onRecoverableError: (error) => console.warn(`<${tag}>: a part of the server's HTML was rendered again in the browser.`, error),
        });
      });
    }

    disconnectedCallback() {
      // Moved rather than removed (the element is back by the next microtask): keep the root.
      queueMicrotask(() => {
        if (this.isConnected) return;
        this.root?.unmount();
        this.root = undefined;
      });
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      const prop = byAttribute.get(name)!;
      this.props[prop] = value === null ? undefined : parseAttribute(types[prop], value);
      this.render();
    }

    /** The first render, with the component's code (the element shows nothing before it anyway). */
    private renderFirst() {
      whenComponent(definition, () => this.render(true));
    }

    /**
     * `now`: renders before returning (a first render shows the element's content in the task it
     * was connected in), where React would otherwise render in a task of its own.
     */
    render(now = false) {
      // An attribute or property set before the deferred first render renders now: that one is moot.
      clearTimeout(this.firstRender);
      this.firstRender = undefined;
      const root = this.root;
      if (!root) return;
      if (now) flushSync(() => root.render(this.tree()));
      else root.render(this.tree());
    }

    private tree() {
      const { lang, ...props } = this.props;
      return (
        <HydrationRoot parts={this.parts ?? null}>
          <ElementRoot host={this} tag={tag} lang={lang as string | undefined} serverSheets={this.serverSheets}>
            <DefinitionComponent definition={definition} props={props} />
          </ElementRoot>
        </HydrationRoot>
      );
    }
  }

  for (const prop of Object.keys(types)) {
    Object.defineProperty(VenueElement.prototype, prop, {
      configurable: true,
      get(this: VenueElement) {
        return this.props[prop];
      },
      set(this: VenueElement, value: unknown) {
        // Frameworks set a bare boolean (`<venue-faq toc>` in Vue) as '': present means true.
        this.props[prop] = types[prop] === 'boolean' && value === '' ? true : value;
        this.render();
      },
    });
  }

  const outer = upgrading;
  upgrading = true;
  try {
    customElements.define(tag, VenueElement);
  } finally {
    upgrading = outer;
  }
  return VenueElement;
}

/** What an element's export is where there is no DOM: a class that says so when constructed. */
function serverStandIn(tag: string): CustomElementConstructor {
  return class {
    constructor() {
      throw new Error(`<${tag}> is a browser's custom element: it is defined, and can be constructed, only where there is a DOM.`);
    }
  } as unknown as CustomElementConstructor;
}
