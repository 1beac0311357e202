/** English messages of the `media` namespace. */
export default {};
