// Test helpers (not part of the remote): the dashboard in a real store, as the shell mounts it.
import {
  authLoading,
  configureClient,
  createStoreKit,
  sessionSaga,
  sessionStarted,
  type User,
} from 'shared-data';
import type { RealApi, StaffMember } from 'shared-data/testing/real-api';
import type { ApiAnswer, ApiHandler, ApiRequest } from 'shared-data/testing/test-api';
import type { ReactNode } from 'react';
import { Route } from 'shared-ui';
import { renderRemoteRoutes } from 'shared-ui/testing';
import * as remote from '../module';
import { ADMIN } from './test-users';

export type Routes = Record<
  string,
  (request: ApiRequest) => ApiAnswer | 'drop' | Promise<ApiAnswer | 'drop'>
>;

/**
 * An API handler that answers by 'METHOD path' (the path without its query: 'GET blog/'),
 * GET auth/staff/account with `user` unless a route says otherwise, and 404 for the rest.
 */
export function apiRoutes(routes: Routes, user: User = ADMIN): ApiHandler {
  return (request) => {
    const key = `${request.method} ${request.path.split('?')[0]}`;
    const handler = routes[key];
    if (handler) return handler(request);
    if (key === 'GET auth/staff/account') return { status: 200, body: { user } };
    if (key === 'POST auth/logout')
      return { status: 200, body: { msg: 'You have been signed out' } };
    return { status: 404, body: { status: 404, msg: `No route for ${key}` } };
  };
}

/**
 * Renders the dashboard at `path` (a /dashboard URL) with the client on `apiBase` and, unless
 * `user` is null, a session for `user` with `accessToken` (a real one against the real server;
 * `restoring`: a session being restored after a reload). '/' and '/sign_in' are stand-ins for the other remotes
 * (`home`: what '/' renders, a heading 'Home' by default).
 */
export function renderDashboard(
  path: string,
  apiBase: string,
  {
    user = ADMIN,
    restoring = false,
    accessToken = 'test-access-token',
    home = <h1>Home</h1>,
  }: { user?: User | null; restoring?: boolean; accessToken?: string; home?: ReactNode } = {},
) {
  const kit = createStoreKit();
  configureClient({ apiBase, getAccessToken: () => kit.store.getState().auth.access_token });
  // A reload: the session saga is asking for the session through the refresh cookie.
  if (restoring) kit.store.dispatch(authLoading(true));
  if (user) kit.store.dispatch(sessionStarted({ user, access_token: accessToken }));
  kit.injectSaga('session', sessionSaga);
  return renderRemoteRoutes('dashboard', remote, path, {
    kit,
    routes: (
      <>
        <Route path="/" element={home} />
        <Route path="/sign_in" element={<h1>Sign In</h1>} />
      </>
    ),
  });
}

/** A staff member of the real API (setupRealApi) as the dashboard holds them once signed in. */
export async function userOf(api: Pick<RealApi<string>, 'call'>, member: StaffMember) {
  const { status, body } = await api.call<{ user: User }>('GET', 'auth/staff/account', {
    token: member.token,
  });
  if (status !== 200) throw new Error(`GET auth/staff/account answered ${status}`);
  return body.user;
}
