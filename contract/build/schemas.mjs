// The entity schemas of 000 §3 and 001 §3 (components/schemas of openapi.json). Fields the
// spec names are optional unless the spec makes them certain; `x-extension` marks a field the
// spec does not name, `x-assumed` a spelling or shape the spec leaves open.
import { accountSchemas } from './schemas-accounts.mjs';
import { pageSchemas } from './schemas-pages.mjs';
import { siteSchemas } from './schemas-site.mjs';

export * from './schema-kit.mjs';

export const schemas = { ...accountSchemas, ...pageSchemas, ...siteSchemas };
