/** English messages of the `account` namespace. */
export default {};
