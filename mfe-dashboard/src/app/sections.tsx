import type { ReactNode } from 'react';
import { DASHBOARD_ROUTES } from '../shared/dashboard-routes';
import { SettingsSection } from '../features/appointment-settings/components/settings-section';
import { ScheduleSection } from '../features/schedule/components/schedule-section';
import { ActivitySection } from '../features/activity/components/activity-section';
import { PrivacySection } from '../features/privacy/components/privacy-section';
import { AccountSection } from '../features/account/components/account-section';
import { BlogSection } from '../features/blog/components/blog-section';
import { ViewBlog } from '../features/blog/components/view-blog';
import { BlogEditor } from '../features/blog/components/blog-editor';
import { CarouselSection } from '../features/carousel/components/carousel-section';
import { EnquiriesSection } from '../features/enquiries/components/enquiries-section';
import { OthersSection } from '../features/others/components/others-section';
import { ReleasesSection } from '../features/releases/components/releases-section';
import { SiteSpeedSection } from '../features/site-speed/components/site-speed-section';
import { AddStaffPage } from '../features/staff/components/add-staff-page';
import { StaffSection } from '../features/staff/components/staff-section';
import type { ContentPage } from '../features/sidebar/store/sidebar.slice';

export interface Section {
  /** Its content page (docs/behaviour.md#dashboard). */
  page: ContentPage;
  path: string;
  /** Its side-bar entry; sections reached from another (add_staff, ViewBlog) have none. */
  label?: string;
  element: ReactNode;
  /** Only administrators see its side-bar entry (the section itself says so to others). */
  adminOnly?: boolean;
}

/** Every content page of the dashboard, in side-bar order, each at its own URL. */
export const SECTIONS: readonly Section[] = [
  {
    page: 'account',
    path: DASHBOARD_ROUTES.account,
    label: 'My Account',
    element: <AccountSection />,
  },
  { page: 'staff', path: DASHBOARD_ROUTES.staff, label: 'The Staff', element: <StaffSection /> },
  { page: 'add_staff', path: DASHBOARD_ROUTES.addStaff, element: <AddStaffPage /> },
  { page: 'blog', path: DASHBOARD_ROUTES.blog, label: 'Blog', element: <BlogSection /> },
  { page: 'ViewBlog', path: DASHBOARD_ROUTES.viewBlog, element: <ViewBlog /> },
  { page: 'EditBlog', path: DASHBOARD_ROUTES.editBlog, element: <BlogEditor /> },
  {
    page: 'carousel',
    path: DASHBOARD_ROUTES.carousel,
    label: 'Carousel',
    element: <CarouselSection />,
  },
  {
    page: 'enquiry',
    path: DASHBOARD_ROUTES.enquiries,
    label: 'Enquiries',
    element: <EnquiriesSection />,
  },
  {
    page: 'appointments',
    path: DASHBOARD_ROUTES.appointments,
    label: 'Appointments',
    element: <ScheduleSection />,
  },
  {
    page: 'appointment_settings',
    path: DASHBOARD_ROUTES.appointmentSettings,
    element: <SettingsSection />,
  },
  { page: 'others', path: DASHBOARD_ROUTES.others, label: 'Others', element: <OthersSection /> },
  {
    page: 'releases',
    path: DASHBOARD_ROUTES.releases,
    label: 'Releases',
    element: <ReleasesSection />,
    adminOnly: true,
  },
  {
    page: 'site_speed',
    path: DASHBOARD_ROUTES.siteSpeed,
    label: 'Site speed',
    element: <SiteSpeedSection />,
    adminOnly: true,
  },
  {
    page: 'activity',
    path: DASHBOARD_ROUTES.activity,
    label: 'Activity',
    element: <ActivitySection />,
    adminOnly: true,
  },
  {
    page: 'privacy',
    path: DASHBOARD_ROUTES.privacy,
    label: 'Privacy',
    element: <PrivacySection />,
    adminOnly: true,
  },
];
