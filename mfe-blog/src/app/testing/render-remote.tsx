// Test helpers (not part of the remote): the remote in a real store, as the shell mounts it.
import { configureClient, createStoreKit } from 'shared-data';
import { Route } from 'shared-ui';
import { renderRemoteRoutes } from 'shared-ui/testing';
import * as remote from '../module';

/** Renders `path` with the client on `apiBase`, the shell's toasts and a catch-all route. */
export function renderRemote(path: string, apiBase: string) {
  const kit = createStoreKit();
  configureClient({ apiBase, getAccessToken: () => kit.store.getState().auth.access_token });
  return renderRemoteRoutes('blog', remote, path, {
    kit,
    routes: <Route path="*" element={<h1>Not routed</h1>} />,
  });
}
