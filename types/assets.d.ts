/** `.css` files are imported as text at build time (scripts/css-text.mjs). */
declare module '*.css' {
  const text: string;
  export default text;
}

/** Build-time constants replaced by rollup (see rollup.config.mjs). */
declare const __VERSION__: string;
/** True in the server renderer's build (dist/server) only: the browser's builds leave its branches out. */
declare const __SERVER__: boolean;
/** True where `react` is Preact's compat layer (the script-tag build); false under React itself (the npm package, VENUE_RUNTIME=react). */
declare const __PREACT__: boolean;
declare const __API_PRODUCTION__: string;
declare const __API_DEVELOPMENT__: string;
