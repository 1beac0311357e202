/**
 * The renderer as the server build gives it (rollup.config.mjs): `createInstance()` evaluates
 * render/instance and everything it imports (the core, the site, the runtime) anew, so that each
 * site a process serves has its own configuration, language and loaded code.
 */
declare module 'virtual:venue-renderer' {
  export function createInstance(): typeof import('./render/instance');
}
