/**
 * The kit entry: what the loader needs from the kit chunk by name (the React runtime, the
 * hooks, the element adapter and the UI primitives live there). The loader defines each element
 * with it once the element's definition chunk is in.
 */
export { defineElement } from './element/defineElement';
