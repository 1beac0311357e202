declare module 'virtual:venue-manifest' {
  const manifest: unknown;
  export default manifest;
}
