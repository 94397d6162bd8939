// Staff accounts, the one way in: the rest of the server imports this folder only through this
// file (the lint config's import boundaries keep it). What is inside
// (docs/behaviour.md#account-calls):
//
//   sign-in-service.ts         signing in with a password, the wait after wrong ones, checking
//                              an access token
//   session-service.ts         refresh tokens: issued, rotated, revoked
//   tokens.ts                  the access tokens (JWT) and the secret that signs them
//   otp-service.ts             one-time codes: asked for, mailed, spent on a new password
//   own-account-service.ts     registration and one's own details and pictures
//   staff-admin-service.ts     what administrators do to other accounts
//   staff-directory-service.ts the doctors' pages and the staff list
//   records.ts                 inserting and removing an account, with its pages
//   passwords.ts               argon2id hashing and the verify that answers in the same time
//   presenter.ts               accounts as the contract shows them
//   mail.ts                    the texts of account mail
//
// Who may do what (services/account-rules.ts) and the attempt counters
// (services/attempt-counters.ts) stay beside this folder: other domains use them too.
export {
  createSignInService,
  type SignInService,
  FIRST_WAIT_SECONDS,
  FREE_WRONG_PASSWORDS,
  LONGEST_WAIT_SECONDS,
  WRONG_CREDENTIALS,
  waitAfterWrongPasswords,
} from './sign-in-service';
export {
  createSessionService,
  type SessionService,
  type IssuedRefreshToken,
  REFRESH_TOKEN_DAYS,
  SESSION_ENDED,
} from './session-service';
export { createTokenService, resolveJwtSecret, type TokenService } from './tokens';
export {
  createOtpService,
  type OtpService,
  OTP_MAX_TRIES,
  OTP_PER_ACCOUNT_PER_HOUR,
} from './otp-service';
export { createOwnAccountService, type OwnAccountService } from './own-account-service';
export { createStaffAdminService, type StaffAdminService } from './staff-admin-service';
export { createStaffDirectoryService, type StaffDirectoryService } from './staff-directory-service';
export { activatedMail, invitationMail, passwordChangedMail, takenAddressMail } from './mail';
