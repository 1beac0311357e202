/** English messages of the `calendar` namespace. */
export default {};
