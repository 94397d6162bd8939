import { Route } from 'shared-ui';
import { REMOTE_NAMES, SITE_ROUTES } from 'shared-data';
import { RemotePage } from '../remotes/remote-page';

/** Every client route (docs/behaviour.md#routes), each sent to the remote that owns it. */
export function remoteRoutes() {
  return REMOTE_NAMES.flatMap((remote) =>
    Object.values(SITE_ROUTES[remote]).map((path) => (
      <Route key={path} path={path} element={<RemotePage remote={remote} path={path} />} />
    )),
  );
}
