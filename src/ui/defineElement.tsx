import r2wc from '@r2wc/core';
import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { boot } from '../boot';
import { ElementRoot } from './ElementRoot';
import { adoptStyles } from './styles';

export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export interface ElementOptions<P> {
  /** Props mapped to attributes (camelCase prop → dashed attribute) with their types. */
  props: { [K in keyof P]?: AttributeType };
  /** The component's own stylesheets (`.css` imported as text). */
  styles?: readonly string[];
}

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

type R2wcInternals = HTMLElement & {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
  connectedCallback(): void;
};

/** HTML boolean semantics: a bare attribute is true; "false", "0", "off" and "no" read as false. */
export function parseBoolean(value: string): boolean {
  return !/^(false|0|off|no)$/i.test(value.trim());
}

function parseAttribute(type: AttributeType, value: string): unknown {
  switch (type) {
    case 'boolean':
      return parseBoolean(value);
    case 'number':
      return value.trim() === '' ? undefined : Number(value);
    case 'json':
      try {
        return JSON.parse(value);
      } catch {
        return undefined;
      }
    default:
      return value;
  }
}

const dashed = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Turns a React component into a custom element with a Shadow DOM, adopting the shared
 * stylesheets and catching render errors. Idempotent: a tag already defined (a second copy of
 * the SDK on the page) is left alone. Fixes two r2wc behaviours: a bare boolean attribute is
 * true, and removing an attribute clears its prop.
 */
export function defineElement<P extends object>(
  tag: string,
  Component: ComponentType<P>,
  options: ElementOptions<P>,
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;
  boot();

  const types: Record<string, AttributeType> = { lang: 'string', ...(options.props as Record<string, AttributeType>) };
  const byAttribute = new Map(Object.keys(types).map((prop) => [dashed(prop), prop]));
  const styles = options.styles ?? [];

  const renderer = {
    mount(container: HTMLElement, _component: unknown, props: Record<string, unknown>) {
      const shadow = container as unknown as ShadowRoot;
      adoptStyles(shadow, styles);
      const root = createRoot(shadow);
      const context = { root, host: shadow.host as HTMLElement };
      renderer.update(context, props);
      return context;
    },
    update({ root, host }: { root: Root; host: HTMLElement }, { container: _container, lang, ...props }: Record<string, unknown>) {
      root.render(
        <ElementRoot host={host} tag={tag} lang={lang as string | undefined}>
          <Component {...(props as P)} />
        </ElementRoot>,
      );
    },
    unmount({ root }: { root: Root }) {
      root.unmount();
    },
  };

  const Base = r2wc(Component as ComponentType<never>, { shadow: 'open', props: types as never }, renderer as never) as unknown as {
    new (): R2wcInternals;
  };

  class VenueElement extends Base {
    connectedCallback() {
      for (const [attribute, prop] of byAttribute) {
        // A property set before the element was defined shadows the accessor: re-apply it.
        if (Object.prototype.hasOwnProperty.call(this, prop)) {
          const value = (this as unknown as Record<string, unknown>)[prop];
          delete (this as unknown as Record<string, unknown>)[prop];
          (this as unknown as Record<string, unknown>)[prop] = value;
        }
        const value = this.getAttribute(attribute);
        if (value !== null) this[PROPS][prop] = parseAttribute(types[prop], value);
      }
      super.connectedCallback();
    }

    attributeChangedCallback(name: string, oldValue: string | null, value: string | null) {
      const prop = byAttribute.get(name);
      if (!prop) return;
      this[PROPS][prop] = value === null ? undefined : parseAttribute(types[prop], value);
      this[RENDER]();
      void oldValue;
    }
  }

  customElements.define(tag, VenueElement);
  return VenueElement;
}
