// The public routes the first-visit benches measure (docs/behaviour.md#routes): every page a
// visitor reaches without signing in, with one service page, one blog and one doctor page
// standing for their kind. The service, blog and doctor are read from the running site (its
// services page and its API), so the bench follows the seeded data rather than ids of its own.
// BENCH_ROUTES=/,/contact,doctor limits the routes: each item is a route's path, its pattern in
// SITE_ROUTES (/doctor/:id) or its label (below).
import { SITE_ROUTES, localePath } from 'shared-data/contract';

const P = SITE_ROUTES.public;

export interface BenchRoute {
  /** A short name for the route, also accepted by BENCH_ROUTES. */
  label: string;
  /** The route's pattern in SITE_ROUTES. */
  pattern: string;
  /** The path measured. */
  path: string;
}

/** The routes with a path of their own; the others are filled in from the site. */
const FIXED: Omit<BenchRoute, 'path'>[] = [
  { label: 'home', pattern: P.home },
  { label: 'about', pattern: P.aboutUs },
  { label: 'services', pattern: P.services },
  { label: 'service', pattern: '(a service page)' },
  { label: 'projects', pattern: P.projects },
  { label: 'customer-resources', pattern: P.customerResources },
  { label: 'blog', pattern: SITE_ROUTES.blog.list },
  { label: 'blog-post', pattern: SITE_ROUTES.blog.detail },
  { label: 'contact', pattern: P.contact },
  { label: 'booking', pattern: P.bookAppointment },
  { label: 'privacy', pattern: P.privacy },
  { label: 'doctor', pattern: P.doctor },
  // The home page in Kiswahili (docs/behaviour.md#languages), measured as the English one is.
  { label: 'home-sw', pattern: localePath(P.home, 'sw') },
];

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The first blog of the site (newest first, as the blog list shows them), from its API. */
async function firstBlogPath(siteUrl: string): Promise<string> {
  const [first] = await getJson<{ blog_id: string }[]>(`${siteUrl}/api/blog/`);
  if (!first) throw new Error('The site has no blog to measure (is SEED_DEMO off?)');
  return `/blogs/${encodeURIComponent(first.blog_id)}`;
}

/** The first doctor of the site's directory (GET auth/doctors, as the doctor cards list them). */
async function firstDoctorPath(siteUrl: string): Promise<string> {
  const [first] = await getJson<{ _id: string }[]>(`${siteUrl}/api/auth/doctors`);
  if (!first) throw new Error('The site has no doctor to measure (is SEED_DEMO off?)');
  return `/doctor/${encodeURIComponent(first._id)}`;
}

/**
 * The first service page the services index links to, in its server-rendered main region: a
 * SITE_ROUTES path that is none of the other routes measured (those are in the navigation).
 */
async function firstServicePath(siteUrl: string): Promise<string> {
  const response = await fetch(siteUrl + P.services);
  if (!response.ok) throw new Error(`GET ${P.services} answered ${response.status}`);
  const html = await response.text();
  const main = html.slice(Math.max(0, html.indexOf('<main')));
  const others = new Set<string>(FIXED.map((route) => route.pattern));
  const routes = new Set<string>(Object.values(P));
  for (const [, href] of main.matchAll(/href="([^"#?]+)"/g))
    if (href && routes.has(href) && !others.has(href)) return href;
  throw new Error(`${P.services} links to no service page`);
}

/** Whether BENCH_ROUTES (when set) names the route. */
function selected(route: BenchRoute, only: string[] | null): boolean {
  return !only || only.some((item) => [route.label, route.pattern, route.path].includes(item));
}

/** The routes to measure on the running site at siteUrl, limited by BENCH_ROUTES. */
export async function publicRoutes(siteUrl: string): Promise<BenchRoute[]> {
  const only = process.env.BENCH_ROUTES?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const limit = only?.length ? only : null;
  const routes: BenchRoute[] = [];
  for (const route of FIXED) {
    let path = route.pattern;
    if (route.label === 'service') path = await firstServicePath(siteUrl);
    else if (route.label === 'blog-post') path = await firstBlogPath(siteUrl);
    else if (route.label === 'doctor') path = await firstDoctorPath(siteUrl);
    const resolved = { ...route, path };
    if (selected(resolved, limit)) routes.push(resolved);
  }
  if (!routes.length)
    throw new Error(
      `BENCH_ROUTES=${process.env.BENCH_ROUTES} names no route: use a path, a pattern or one of ` +
        FIXED.map((route) => route.label).join(', '),
    );
  return routes;
}
