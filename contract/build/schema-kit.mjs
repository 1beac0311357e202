// The building blocks of the contract's schemas: JSON Schema types, and the marks x-extension
// (what the spec does not have) and x-assumed (a spelling or shape the spec leaves open).

export const str = { type: 'string' };
export const strN = { type: ['string', 'null'] };
export const int = { type: 'integer' };
export const intN = { type: ['integer', 'null'] };
export const num = { type: 'number' };
export const bool = { type: 'boolean' };
export const boolN = { type: ['boolean', 'null'] };
/** An id the spec does not type: a number or text. */
export const id = { type: ['integer', 'string'] };
/** A flag a back office may store as a boolean or as 0/1. */
export const flag = { type: ['boolean', 'integer', 'string', 'null'] };
export const any = {};

export const ref = (name) => ({ $ref: `#/components/schemas/${name}` });
export const nullable = (schema) => ({ anyOf: [schema, { type: 'null' }] });
export const list = (items) => ({ type: 'array', items });
/** An object schema; without properties it is any object (a free-form record such as details). */
export const obj = (properties, extra = {}) => ({ type: 'object', ...(Object.keys(properties).length ? { properties } : {}), ...extra });
export const ext = (reason, schema) => ({ ...schema, 'x-extension': reason });
export const assumed = (reason, schema) => ({ ...schema, 'x-assumed': reason });

/** 001 §3 "Lists return num_items, num_pages, data". */
export const dataList = (items) => obj({ num_items: int, num_pages: int, data: list(items) }, { required: ['data'] });

/** A picture that may be missing. */
export const image = nullable(ref('Image'));

export const GENERIC_ID =
  "000 §7's generic model calls act on an entity by {id} (update, delete, enable, disable, addPhoto), so an entity at one of 001 §7's entity bases has one; §3 does not list it.";
