/**
 * An element's first-load plan without React: its attributes read as props, and the queries
 * its definition names started in the page's query cache. The loader runs it (through a
 * tiny per-tag chunk) while the element's code and React are still downloading, so code and
 * data arrive in the same round trip; the element's first render then finds the requests in
 * flight.
 */
import { queries } from '../core/runtime';
import { startQueries, type AttributeType, type WidgetDefinition } from '../ui/definition';

/** HTML boolean semantics: a bare attribute is true; "false", "0", "off" and "no" read as false. */
export function parseBoolean(value: string): boolean {
  return !/^(false|0|off|no)$/i.test(value.trim());
}

export function parseAttribute(type: AttributeType, value: string): unknown {
  if (type === 'boolean') return parseBoolean(value);
  if (type === 'number') return value.trim() === '' ? undefined : Number(value);
  if (type === 'json') {
    try {
      return JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return value;
}

export const dashed = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The props an element's attributes give, as its definition types them. */
export function propsFromAttributes<P extends object>(definition: WidgetDefinition<P>, el: Element): P {
  const props: Record<string, unknown> = {};
  for (const [prop, type] of Object.entries(definition.props as Record<string, AttributeType>)) {
    const value = el.getAttribute(dashed(prop));
    if (value !== null) props[prop] = parseAttribute(type, value);
  }
  return props as P;
}

/** What the loader calls for each element it finds, before the element's code has arrived. */
export function planFor<P extends object>(definition: WidgetDefinition<P>) {
  return (el: Element) => startQueries(queries, definition, propsFromAttributes(definition, el));
}
