import { SITE_ROUTES } from 'shared-data';
import { mountStandalone } from 'dev-host';
import * as remote from '../src/app/module';
import { DevSignIn } from './dev-sign-in';

// `npm run dev -w mfe-dashboard`: this remote alone, without the shell or the other remotes,
// with a small sign-in form at /sign_in standing in for the auth remote's.
mountStandalone('dashboard', remote, {
  extraRoutes: [{ path: SITE_ROUTES.auth.signIn, element: <DevSignIn /> }],
});
