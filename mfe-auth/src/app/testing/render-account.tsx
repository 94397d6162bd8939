// Test helpers (not part of the remote): the screens in a real store, as the shell mounts them.
import { configureClient, createStoreKit } from 'shared-data';
import { Route } from 'shared-ui';
import { renderRemoteRoutes } from 'shared-ui/testing';
import * as remote from '../module';

/** The account screens at `path`, the client on `apiBase`; /dashboard stands in for its page. */
export function renderAccount(path: string, apiBase: string) {
  const kit = createStoreKit();
  configureClient({ apiBase, getAccessToken: () => kit.store.getState().auth.access_token });
  return renderRemoteRoutes('auth', remote, path, {
    kit,
    routes: <Route path="/dashboard" element={<h1>Dashboard</h1>} />,
  });
}
