import { SITE_ROUTES } from 'shared-data';

/** The routes this remote owns (SPEC §2.1) and their page titles. */
export const PAGES = [
  { path: SITE_ROUTES.auth.signIn, title: 'Sign In' },
  { path: SITE_ROUTES.auth.register, title: 'Register Account' },
  { path: SITE_ROUTES.auth.otp, title: 'Request OTP' },
  { path: SITE_ROUTES.auth.reset, title: 'Reset Password' },
] as const;
