import { SITE_ROUTES, sitePath, type StaffStatus } from 'shared-data/contract';
import type { Executor } from '../core/database';
import { metaRepository } from '../repositories/meta-repository';

/**
 * When a public page's data last changed, for the sitemap's <lastmod>: one app_meta row per page
 * (`page-changed:/`, `page-changed:/doctor/<id>`), raised to the time of each write that
 * changes what the page shows, in that write's transaction, so every instance reads the same.
 * A page without a row has no known last change (nothing was written since this was recorded).
 * Blogs are not here: their rows carry their own last change.
 */
const PREFIX = 'page-changed:';

export const HOME_PAGE = SITE_ROUTES.public.home;
export const ABOUT_PAGE = SITE_ROUTES.public.aboutUs;
export const BLOG_LIST_PAGE = SITE_ROUTES.blog.list;
export const doctorPage = (id: string) => sitePath(SITE_ROUTES.public.doctor, { id });

/** Records that these pages changed at `now`; a later time already recorded stays. */
export async function pagesChanged(db: Executor, paths: Iterable<string>, now: string) {
  const meta = metaRepository(db);
  for (const path of new Set(paths)) await meta.raise(`${PREFIX}${path}`, now);
}

/** Forgets a page that is no longer there (a deleted doctor's). */
export async function pageGone(db: Executor, path: string): Promise<void> {
  await metaRepository(db).remove(`${PREFIX}${path}`);
}

/** Each page's last change, by path. */
export async function pageChangeTimes(db: Executor): Promise<Map<string, string>> {
  const rows = await metaRepository(db).withPrefix(PREFIX);
  return new Map([...rows].map(([key, value]) => [key.slice(PREFIX.length), value]));
}

/** What of an account the public pages show, and whether they show it at all. */
export interface PublicStaffView {
  id: string;
  status: StaffStatus;
  isDoctor: boolean;
  fullname: string;
  role: string;
  description: string;
  background: string;
  avatarId: string | null;
}

type Shown = keyof Omit<PublicStaffView, 'id' | 'status' | 'isDoctor'>;

/**
 * The pages that show an account, and what they show of it (docs/behaviour.md): the about
 * page's staff cards (ACTIVE accounts: avatar, name, role), the home page's doctor cards and
 * the doctor's own page (ACTIVE doctors: avatar, name, role, description, background).
 */
function pagesShowing(staff: PublicStaffView): Map<string, readonly Shown[]> {
  const pages = new Map<string, readonly Shown[]>();
  if (staff.status !== 'ACTIVE') return pages;
  pages.set(ABOUT_PAGE, ['avatarId', 'fullname', 'role']);
  if (staff.isDoctor) {
    pages.set(HOME_PAGE, ['avatarId', 'fullname', 'role', 'description']);
    pages.set(doctorPage(staff.id), ['avatarId', 'fullname', 'role', 'description', 'background']);
  }
  return pages;
}

/**
 * The public pages a change to an account changes: those it appears on or leaves, and those
 * showing a field that changed. `before` undefined for a new account, `after` for a deleted one.
 */
export function staffPagesChanged(
  before: PublicStaffView | undefined,
  after: PublicStaffView | undefined,
): string[] {
  const was = before ? pagesShowing(before) : new Map<string, readonly Shown[]>();
  const is = after ? pagesShowing(after) : new Map<string, readonly Shown[]>();
  const changed = new Set<string>();
  for (const path of new Set([...was.keys(), ...is.keys()])) {
    const fields = was.get(path) ?? [];
    if (!was.has(path) || !is.has(path) || fields.some((f) => before![f] !== after![f])) {
      changed.add(path);
    }
  }
  return [...changed];
}
