import { SITE_ROUTES } from 'shared-data';

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
  return PUBLIC_PATTERNS.find((pattern) => matchesRoute(pattern, pathname)) ?? null;
}

/**
 * The router's matching for these patterns (whole path, `:name` one segment, letters' case and
 * one trailing slash ignored), written out: the measuring script of a server-rendered page
 * (standalone.ts) runs without the router.
 */
function matchesRoute(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname).split('/');
  return (
    want.length === have.length &&
    want.every((segment, i) =>
      segment.startsWith(':') ? have[i] !== '' : segment.toLowerCase() === have[i]!.toLowerCase(),
    )
  );
}
