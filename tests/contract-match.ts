/**
 * Matches a request against contract/openapi.json: which operation (method and path template)
 * it is, and which of its query or body fields the contract lacks or marks as extensions. The
 * unit tests of the api calls and the strict-mode browser suite share it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface Parameter {
  name: string;
  in: string;
  'x-extension'?: string;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, { 'x-extension'?: string }> } }> };
  'x-extension'?: string;
}
type PathItem = Record<string, Operation>;

const openapi = JSON.parse(readFileSync(fileURLToPath(new URL('../contract/openapi.json', import.meta.url)), 'utf8')) as {
  paths: Record<string, PathItem>;
};

const templates = Object.keys(openapi.paths).map((template) => ({
  template,
  // A literal segment wins over a template ({key}) in its place, as a router matches.
  literal: template.split('/').filter((s) => !s.startsWith('{')).length,
  pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

export interface Match {
  template: string;
  operation: Operation;
  /** The operation itself is an extension (x-extension). */
  extension: boolean;
  /** Fields sent that the operation does not declare. */
  unknown: string[];
  /** Fields sent that the operation declares as extensions. */
  extensions: string[];
}

/** The contract's operation for a method and a path (no query); null when the contract has none. */
export function operationFor(method: string, path: string): { template: string; operation: Operation } | null {
  const found = templates
    .filter((t) => t.pattern.test(path) && openapi.paths[t.template][method.toLowerCase()])
    .sort((a, b) => b.literal - a.literal)[0];
  return found ? { template: found.template, operation: openapi.paths[found.template][method.toLowerCase()] } : null;
}

/** Checks a request's method, path, query names and body keys against the contract. */
export function matchRequest(method: string, path: string, query: string[] = [], body: string[] = []): Match | null {
  const found = operationFor(method, path);
  if (!found) return null;
  const { operation } = found;
  const params = new Map((operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p]));
  const props = operation.requestBody?.content?.['application/json']?.schema?.properties ?? {};
  const unknown: string[] = [];
  const extensions: string[] = [];
  for (const name of query) {
    const p = params.get(name);
    if (!p) unknown.push(`?${name}`);
    else if (p['x-extension']) extensions.push(`?${name}`);
  }
  for (const name of body) {
    const p = props[name];
    if (!p) unknown.push(`body.${name}`);
    else if (p['x-extension']) extensions.push(`body.${name}`);
  }
  return { ...found, extension: Boolean(operation['x-extension']), unknown, extensions };
}

/** The contract's GraphQL schema (SDL). */
export const graphqlSchemaText = readFileSync(fileURLToPath(new URL('../contract/schema.graphql', import.meta.url)), 'utf8');
