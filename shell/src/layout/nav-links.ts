import { SITE_ROUTES } from 'shared-data';

/** The top bar's seven links, in order (docs/behaviour.md#navigation-and-footer). */
export const NAV_LINKS = [
  { to: SITE_ROUTES.public.home, label: 'Home' },
  { to: SITE_ROUTES.public.services, label: 'Services' },
  { to: SITE_ROUTES.public.projects, label: 'Projects' },
  { to: SITE_ROUTES.public.customerResources, label: 'Customer Resources' },
  { to: SITE_ROUTES.blog.list, label: 'Blog' },
  { to: SITE_ROUTES.public.aboutUs, label: 'About Us' },
  { to: SITE_ROUTES.public.contact, label: 'Contact' },
] as const;
