import { REMOTE_NAMES, SITE_ROUTES, type RemoteName } from 'shared-data';
import { matchPath } from 'shared-ui';

/** The remote that owns a path (SITE_ROUTES), or null for a page the shell shows itself. */
export function remoteOfPath(pathname: string): RemoteName | null {
  for (const remote of REMOTE_NAMES) {
    for (const pattern of Object.values(SITE_ROUTES[remote])) {
      if (matchPath(pattern, pathname)) return remote;
    }
  }
  return null;
}
