/** English messages of the `shop` namespace. */
export default {};
