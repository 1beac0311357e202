/** `.css` files are imported as text at build time (scripts/css-text.mjs). */
declare module '*.css' {
  const text: string;
  export default text;
}

/** Build-time constants replaced by rollup (see rollup.config.mjs). */
declare const __VERSION__: string;
declare const __API_PRODUCTION__: string;
declare const __API_DEVELOPMENT__: string;
