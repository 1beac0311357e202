/** English messages of the `site` namespace. */
export default {};
