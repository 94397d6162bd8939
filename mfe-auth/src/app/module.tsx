import {
  rootSaga,
  SESSION_EXPIRED_NOTICE,
  SITE_ROUTES,
  type RemoteModule,
  type RemoteReducers,
} from 'shared-data';
import { OtpPage } from '../features/account/components/otp-page';
import { RegisterPage } from '../features/account/components/register-page';
import { ResetPage } from '../features/account/components/reset-page';
import { SignInPage } from '../features/account/components/sign-in-page';
import { accountSaga } from '../features/account/sagas/account.saga';
import {
  accountReducer,
  register,
  requestOtp,
  resetPassword,
  signIn,
} from '../features/account/store/account.slice';

const ids = (...operations: { successId: string; failId: string }[]) =>
  operations.flatMap((operation) => [operation.successId, operation.failId]);

// This remote's public surface, exposed as './module' (the root README, "How the pieces fit").
export const routes: RemoteModule['routes'] = [
  // Each form shows only its own notices (docs/behaviour.md#account-screens), plus the success of the form that led
  // to it (the page may change before the toast is up) and, on sign-in, why a session ended.
  {
    path: SITE_ROUTES.auth.signIn,
    element: <SignInPage />,
    noticeIds: [signIn.failId, resetPassword.successId, SESSION_EXPIRED_NOTICE.id],
  },
  { path: SITE_ROUTES.auth.register, element: <RegisterPage />, noticeIds: ids(register) },
  { path: SITE_ROUTES.auth.otp, element: <OtpPage />, noticeIds: ids(requestOtp) },
  {
    path: SITE_ROUTES.auth.reset,
    element: <ResetPage />,
    noticeIds: [...ids(resetPassword), requestOtp.successId],
  },
];

// Under the remote's own keys (shared-data's StoreKey).
export const reducers: RemoteReducers<'auth'> = { authAccount: accountReducer };

// Its Kiswahili catalogue, a chunk of its own, fetched only by a Kiswahili page
// (docs/behaviour.md#languages); English is the code's own.
export const messages: NonNullable<RemoteModule['messages']> = async (locale) =>
  locale === 'en'
    ? {}
    : (await import(/* webpackChunkName: "auth-messages-sw" */ '../i18n/sw.json')).default;

export const saga: RemoteModule['saga'] = rootSaga(accountSaga);
