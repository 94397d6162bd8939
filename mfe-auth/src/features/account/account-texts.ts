import { LIMITS, MESSAGES } from 'shared-data';

/**
 * The words of the account screens. The headings, labels, buttons, links and success messages
 * are fixed (docs/behaviour.md#account-screens, docs/behaviour.md#success-messages); the
 * validation messages are the product's own.
 */
export const TEXTS = {
  signIn: {
    title: 'Sign In',
    submit: 'Sign In',
    busy: 'Signing In ....',
    createAccount: 'Create Account',
    resetPassword: 'Reset Password',
  },
  register: {
    title: 'Register Account',
    submit: 'Register',
    busy: 'Registering ....',
    signIn: 'Already have an account ? Sign In',
    photo: 'Profile photo (optional)',
  },
  otp: {
    title: 'Request OTP',
    note: 'A 6-digit code will be sent to your email. It expires in 30 minutes.',
    submit: 'Request Code',
    busy: 'Requesting Code ....',
    signIn: 'Sign In',
    resetPassword: 'Reset Password',
  },
  reset: {
    title: 'Reset Password',
    submit: 'Reset Password',
    busy: 'Resetting Password ....',
    signIn: 'Sign In',
    requestCode: 'Request OTP Code',
    codePlaceholder: '000000',
  },
  labels: {
    fullname: 'Full Name',
    email: 'Email address',
    password: 'Password',
    newPassword: 'New Password',
    otp: 'OTP Code',
  },
  errors: {
    fullname: 'Enter your full name',
    email: 'Enter your email address',
    emailFormat: 'Enter a valid email address, like name@example.com',
    password: 'Enter your password',
    newPassword: 'Enter a new password',
    passwordLength: 'Use at least 8 characters',
    otp: 'Enter the code from the email',
    otpFormat: 'The code is the 6 digits from the email',
    photo: 'Choose an image file (JPEG, PNG, WebP or GIF)',
  },
  // The contract's wording, the same the server answers.
  messages: {
    registered: MESSAGES.registered,
    otpSent: MESSAGES.otpSent,
    passwordReset: MESSAGES.passwordReset,
  },
} as const;

/** The contract's bounds, the same the server checks. */
export const PASSWORD_MIN = LIMITS.passwordMin;
export const OTP_DIGITS = LIMITS.otpDigits;
