/** Each widget kind's and screen's chunks (`chunks/…js`), from the browser build (rollup.config.mjs). */
declare module 'virtual:venue-rendered-chunks' {
  const chunks: Record<string, readonly string[]>;
  export default chunks;
}
