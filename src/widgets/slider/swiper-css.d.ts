// swiper's own typings declare its CSS files as modules without exports; here, as everywhere in
// this repository, `.css` files are imported as text (scripts/css-text.mjs) and adopted.
declare module 'swiper/css' {
  const text: string;
  export default text;
}
