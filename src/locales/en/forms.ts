/** English messages of the `forms` namespace. */
export default {};
