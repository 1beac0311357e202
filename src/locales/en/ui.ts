/** English messages of the `ui` namespace. */
export default {};
