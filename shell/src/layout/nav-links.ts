import { SITE_ROUTES } from 'shared-data';
import { defineMessages } from 'shared-ui';

const labels = defineMessages({
  home: { id: 'nav.home', defaultMessage: 'Home' },
  services: { id: 'nav.services', defaultMessage: 'Services' },
  projects: { id: 'nav.projects', defaultMessage: 'Projects' },
  customerResources: { id: 'nav.customerResources', defaultMessage: 'Customer Resources' },
  blog: { id: 'nav.blog', defaultMessage: 'Blog' },
  aboutUs: { id: 'nav.aboutUs', defaultMessage: 'About Us' },
  contact: { id: 'nav.contact', defaultMessage: 'Contact' },
});

/** The top bar's seven links, in order (docs/behaviour.md#navigation-and-footer). */
export const NAV_LINKS = [
  { to: SITE_ROUTES.public.home, label: labels.home },
  { to: SITE_ROUTES.public.services, label: labels.services },
  { to: SITE_ROUTES.public.projects, label: labels.projects },
  { to: SITE_ROUTES.public.customerResources, label: labels.customerResources },
  { to: SITE_ROUTES.blog.list, label: labels.blog },
  { to: SITE_ROUTES.public.aboutUs, label: labels.aboutUs },
  { to: SITE_ROUTES.public.contact, label: labels.contact },
] as const;
