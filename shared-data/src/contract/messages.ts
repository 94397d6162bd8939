/**
 * The success messages the product words (docs/behaviour.md#success-messages), in one place: the
 * server answers them as `msg` and the screens show them. Spelling is part of the contract.
 */
export const MESSAGES = {
  registered: 'Account registered successfully, wait as the admin activates your account',
  staffAdded: 'Staff account is registered successfully',
  userUpdated: 'User updated successfully',
  accountUpdated: 'Account updated successfully',
  otpSent: 'OTP Code sent to email, the code expires after 30mins',
  passwordReset: 'Password reset successful, proceed with login',
  userDeleted: 'User deleted successfully',
  blogSaved: 'Blog saved successfully',
  contentSaved: 'Content saved successfully',
  blogDeleted: 'BLOG has been deleted',
  enquiryReceived: 'Thank you for reaching us, our team will respond shortly',
  responseShared: 'The response has been shared with the client',
  imageSaved: 'Image saved successfully',
  carouselDeleted: 'Carousel has been deleted',
  counterSaved: 'Counter saved successfully',
  promiseSaved: 'Promise saved successfully',
  /** Not worded by the product: the answer to a logout. */
  signedOut: 'You have been signed out',
} as const;
