import { SITE_LOCALES, SITE_ROUTES, localePath, sitePath } from 'shared-data/contract';
import type { BlogService } from './blog';
import type { ServiceContext } from './context';
import { doctorPage, pageChangeTimes } from './page-changes';
import type { StaffDirectoryService } from './accounts';

/**
 * A page of the sitemap: its path (the English one: the sitemap lists each page in every
 * language), and its last change when one is known (ISO 8601).
 */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/**
 * The public routes without a parameter, of the remotes search engines should find: public
 * and blog (not the booking's manage link, the account screens or the dashboard).
 */
export const SITEMAP_ROUTES: readonly string[] = [
  ...Object.values(SITE_ROUTES.public),
  ...Object.values(SITE_ROUTES.blog),
].filter((path) => !/[:*]/.test(path));

/**
 * SITEMAP_ROUTES in every language, English first ('/services', ..., '/sw', '/sw/services',
 * ...): the pages rendered ahead of the first visitors (render/warm-pages.ts).
 */
export const SITEMAP_PAGES: readonly string[] = SITE_LOCALES.flatMap((locale) =>
  SITEMAP_ROUTES.map((path) => localePath(path, locale)),
);

/**
 * The pages an instance renders ahead of its first visitors (render/warm-pages.ts): the English
 * routes of the sitemap and the Kiswahili home page, where a Kiswahili phone lands. Not every
 * Kiswahili page: twice the renders at start kept an instance's isolate busy while its first
 * visitors waited; the other Kiswahili pages are rendered, and kept, at their first visit.
 */
export const PAGES_AHEAD: readonly string[] = [
  ...SITEMAP_ROUTES,
  localePath(SITE_ROUTES.public.home, 'sw'),
];

/**
 * What the sitemap lists (docs/behaviour.md#sitemap-and-robots): every public route, every blog
 * and every doctor the site shows, each with its last change when one is known. Read from the
 * database on each call, so a write on any instance shows on the next request.
 */
export function createSitemapService(
  ctx: ServiceContext,
  deps: { blogs: Pick<BlogService, 'lastChanges'>; directory: StaffDirectoryService },
) {
  return {
    async entries(): Promise<SitemapEntry[]> {
      const [changes, blogs, doctors] = await Promise.all([
        pageChangeTimes(ctx.db),
        deps.blogs.lastChanges(),
        // The same rule as the home page's doctors and the doctor pages: ACTIVE doctors.
        deps.directory.doctors(),
      ]);
      const known = (path: string): SitemapEntry => {
        const lastmod = changes.get(path);
        return lastmod ? { path, lastmod } : { path };
      };
      return [
        ...SITEMAP_ROUTES.map(known),
        ...blogs.map((blog) => ({
          path: sitePath(SITE_ROUTES.blog.detail, { blog_id: blog.id }),
          lastmod: blog.lastChange,
        })),
        ...doctors.map((doctor) => known(doctorPage(doctor._id))),
      ];
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
