import { SITE_ROUTES } from 'shared-data';
import { matchPath } from 'shared-ui';

// The public and blog remotes' routes: the pages whose speed is reported
// (docs/behaviour.md#site-speed). The dashboard, the account screens and a page not found are not.
const PUBLIC_PATTERNS: readonly string[] = [
  ...Object.values(SITE_ROUTES.public),
  ...Object.values(SITE_ROUTES.blog),
];

/**
 * The route pattern of a public page ('/blogs/:blog_id' for /blogs/7), or null: what is reported
 * is always the pattern, never the path (a booking's manage link holds its secret token).
 */
export function publicRouteOf(pathname: string): string | null {
  return PUBLIC_PATTERNS.find((pattern) => matchPath(pattern, pathname)) ?? null;
}
