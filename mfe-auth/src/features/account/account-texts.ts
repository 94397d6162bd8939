import { LIMITS, MESSAGES } from 'shared-data';
import { defineMessages } from 'shared-ui';

/**
 * The words of the account screens. The headings, labels, buttons, links and success messages
 * are fixed (docs/behaviour.md#account-screens, docs/behaviour.md#success-messages); the
 * validation messages are the product's own.
 */
export const TEXTS = {
  signIn: defineMessages({
    title: { id: 'account.signIn.title', defaultMessage: 'Sign In' },
    submit: { id: 'account.signIn.submit', defaultMessage: 'Sign In' },
    busy: { id: 'account.signIn.busy', defaultMessage: 'Signing In ....' },
    checkingSession: {
      id: 'account.signIn.checkingSession',
      defaultMessage: 'Checking your session',
    },
    createAccount: { id: 'account.signIn.createAccount', defaultMessage: 'Create Account' },
    resetPassword: { id: 'account.signIn.resetPassword', defaultMessage: 'Reset Password' },
  }),
  register: defineMessages({
    title: { id: 'account.register.title', defaultMessage: 'Register Account' },
    submit: { id: 'account.register.submit', defaultMessage: 'Register' },
    busy: { id: 'account.register.busy', defaultMessage: 'Registering ....' },
    signIn: { id: 'account.register.signIn', defaultMessage: 'Already have an account ? Sign In' },
    photo: { id: 'account.register.photo', defaultMessage: 'Profile photo (optional)' },
    // The English of shared-data's COLLECTION_NOTES (register, linkText), checked equal by a test.
    collectionNote: {
      id: 'account.register.collectionNote',
      defaultMessage:
        'We use your name, email and photo for your staff account and, for doctors, the public doctors list.',
    },
    privacyLink: { id: 'account.register.privacyLink', defaultMessage: 'How we use your data' },
  }),
  otp: defineMessages({
    title: { id: 'account.otp.title', defaultMessage: 'Request OTP' },
    note: {
      id: 'account.otp.note',
      defaultMessage: 'A 6-digit code will be sent to your email. It expires in 30 minutes.',
    },
    submit: { id: 'account.otp.submit', defaultMessage: 'Request Code' },
    busy: { id: 'account.otp.busy', defaultMessage: 'Requesting Code ....' },
    signIn: { id: 'account.otp.signIn', defaultMessage: 'Sign In' },
    resetPassword: { id: 'account.otp.resetPassword', defaultMessage: 'Reset Password' },
  }),
  reset: defineMessages({
    title: { id: 'account.reset.title', defaultMessage: 'Reset Password' },
    submit: { id: 'account.reset.submit', defaultMessage: 'Reset Password' },
    busy: { id: 'account.reset.busy', defaultMessage: 'Resetting Password ....' },
    signIn: { id: 'account.reset.signIn', defaultMessage: 'Sign In' },
    requestCode: { id: 'account.reset.requestCode', defaultMessage: 'Request OTP Code' },
  }),
  labels: defineMessages({
    fullname: { id: 'account.labels.fullname', defaultMessage: 'Full Name' },
    email: { id: 'account.labels.email', defaultMessage: 'Email address' },
    password: { id: 'account.labels.password', defaultMessage: 'Password' },
    newPassword: { id: 'account.labels.newPassword', defaultMessage: 'New Password' },
    otp: { id: 'account.labels.otp', defaultMessage: 'OTP Code' },
    /** Under a password field; {min} is PASSWORD_MIN, given as a string. */
    passwordHint: {
      id: 'account.labels.passwordHint',
      defaultMessage: 'At least {min} characters',
    },
  }),
  errors: defineMessages({
    fullname: { id: 'account.errors.fullname', defaultMessage: 'Enter your full name' },
    email: { id: 'account.errors.email', defaultMessage: 'Enter your email address' },
    emailFormat: {
      id: 'account.errors.emailFormat',
      defaultMessage: 'Enter a valid email address, like name@example.com',
    },
    password: { id: 'account.errors.password', defaultMessage: 'Enter your password' },
    newPassword: { id: 'account.errors.newPassword', defaultMessage: 'Enter a new password' },
    /** {min} is PASSWORD_MIN, given as a string. */
    passwordLength: {
      id: 'account.errors.passwordLength',
      defaultMessage: 'Use at least {min} characters',
    },
    otp: { id: 'account.errors.otp', defaultMessage: 'Enter the code from the email' },
    otpFormat: {
      id: 'account.errors.otpFormat',
      defaultMessage: 'The code is the 6 digits from the email',
    },
    photo: {
      id: 'account.errors.photo',
      defaultMessage: 'Choose an image file (JPEG, PNG, WebP or GIF)',
    },
  }),
} as const;

/**
 * The toasts after each step: the contract's wording, the same the server answers, and English
 * for now in every language (docs/behaviour.md#success-messages).
 */
export const NOTICES = {
  registered: MESSAGES.registered,
  otpSent: MESSAGES.otpSent,
  passwordReset: MESSAGES.passwordReset,
} as const;

/** The contract's bounds, the same the server checks. */
export const PASSWORD_MIN = LIMITS.passwordMin;
export const OTP_DIGITS = LIMITS.otpDigits;
