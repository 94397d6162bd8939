/**
 * The dashboard's sections (docs/behaviour.md#dashboard), each at its own URL below /dashboard so
 * Back and Forward move between them; the dashboard remote routes them under SITE_ROUTES.dashboard.
 */
export const DASHBOARD_ROUTES = {
  account: '/dashboard',
  staff: '/dashboard/staff',
  addStaff: '/dashboard/staff/add',
  blog: '/dashboard/blog',
  viewBlog: '/dashboard/blog/:blog_id',
  /** The one-page editor of a post. */
  editBlog: '/dashboard/blog/:blog_id/edit',
  carousel: '/dashboard/carousel',
  enquiries: '/dashboard/enquiries',
  /** The schedule; ?view=day|week&day=YYYY-MM-DD&doctor={id} say what it shows. */
  appointments: '/dashboard/appointments',
  appointmentSettings: '/dashboard/appointments/settings',
  others: '/dashboard/others',
  releases: '/dashboard/releases',
  siteSpeed: '/dashboard/site-speed',
  activity: '/dashboard/activity',
  /** Requests about people's data and look-ups (administrators). */
  privacy: '/dashboard/privacy',
} as const;
