// Writes contract/openapi.json from the schemas and paths here: `node contract/build/index.mjs`.
// With --check it only says whether the file is current (the contract tests run it).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { accountPaths } from './paths-accounts.mjs';
import { contentPaths } from './paths-content.mjs';
import { entityPaths } from './paths-entities.mjs';
import { shopPaths } from './paths-shop.mjs';
import { errorResponses } from './op.mjs';
import { readme } from './readme.mjs';
import { schemas } from './schemas.mjs';

export function buildOpenApi() {
  const paths = {};
  const add = (method, path, operation) => {
    paths[path] ??= {};
    if (paths[path][method]) throw new Error(`${method} ${path} twice`);
    const words = `${method} ${path}`
      .replace(/[{}]/g, '')
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean);
    paths[path][method] = { operationId: words.map((w, i) => (i ? w[0].toUpperCase() + w.slice(1) : w)).join(''), ...operation };
  };
  accountPaths(add);
  const shop = shopPaths(add);
  entityPaths(add);
  contentPaths(add);
  schemas.Product = { ...shop.product, 'x-extension': shop.SHOP };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Motor-sport venue API (the contract of spec files 000 and 001)',
      version: '1.0.0',
      description:
        'Every REST call of /work spec 000 (accounts, cart, orders) and 001 (public content), with the entity fields of their §3. ' +
        'x-assumed marks a spelling or shape the spec leaves open, with the reason; x-extension marks what the spec does not have, with the reason: ' +
        'a client must work the same against a server without it. The GraphQL schema is schema.graphql. See README.md.',
    },
    servers: [{ url: '/', description: 'The configured base address (000 §7)' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas,
      responses: errorResponses,
    },
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
  };
}

const file = fileURLToPath(new URL('../openapi.json', import.meta.url));
/** The document as the repository's formatter writes it, so `prettier --check` passes on it. */
export const openApiText = async () =>
  prettier.format(JSON.stringify(buildOpenApi()), { ...(await prettier.resolveConfig(file)), filepath: file });

const readmeFile = fileURLToPath(new URL('../README.md', import.meta.url));
const sdlFile = fileURLToPath(new URL('../schema.graphql', import.meta.url));

/** [file, the text it should hold] for every written file. */
export async function outputs() {
  const doc = buildOpenApi();
  return [
    [file, await openApiText()],
    [readmeFile, readme(doc, readFileSync(sdlFile, 'utf8'))],
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [path, text] of await outputs()) {
    if (!process.argv.includes('--check')) writeFileSync(path, text);
    else if (readFileSync(path, 'utf8') !== text) {
      console.error(`${path} is not current: run node contract/build/index.mjs`);
      process.exitCode = 1;
    }
  }
}
