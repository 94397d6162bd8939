import { rootSaga, SITE_ROUTES, type RemoteModule } from 'shared-data';
import { OtpPage } from '../features/account/components/otp-page';
import { RegisterPage } from '../features/account/components/register-page';
import { ResetPage } from '../features/account/components/reset-page';
import { SignInPage } from '../features/account/components/sign-in-page';
import { accountSaga } from '../features/account/sagas/account.saga';
import { accountReducer } from '../features/account/store/account.slice';

// This remote's public surface, exposed as './module' (README, "How the pieces fit").
export const routes: RemoteModule['routes'] = [
  { path: SITE_ROUTES.auth.signIn, element: <SignInPage /> },
  { path: SITE_ROUTES.auth.register, element: <RegisterPage /> },
  { path: SITE_ROUTES.auth.otp, element: <OtpPage /> },
  { path: SITE_ROUTES.auth.reset, element: <ResetPage /> },
];

export const reducers: RemoteModule['reducers'] = { account: accountReducer };

export const saga: RemoteModule['saga'] = rootSaga(accountSaga);
