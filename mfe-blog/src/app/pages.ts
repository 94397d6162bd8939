import { SITE_ROUTES } from 'shared-data';

/** The routes this remote owns (SPEC §2.1) and their page titles. */
export const PAGES = [
  { path: SITE_ROUTES.blog.list, title: 'Blog' },
  { path: SITE_ROUTES.blog.detail, title: 'Blog article' },
] as const;
