import { rootSaga, SITE_ROUTES, type RemoteModule, type RemoteReducers } from 'shared-data';
import { uploadsReducer } from '../shared/store/uploads.slice';
import { bookingDoctorsSaga } from '../shared/sagas/booking-doctors.saga';
import { bookingDoctorsReducer } from '../shared/store/booking-doctors';
import { appointmentSettingsSaga } from '../features/appointment-settings/sagas/appointment-settings.saga';
import { settingsReducer } from '../features/appointment-settings/store/settings.slice';
import { scheduleSaga } from '../features/schedule/sagas/schedule.saga';
import { scheduleReducer } from '../features/schedule/store/schedule.slice';
import { activitySaga } from '../features/activity/sagas/activity.saga';
import { privacyAdminSaga } from '../features/privacy/sagas/privacy.saga';
import { privacyAdminReducer } from '../features/privacy/store/privacy.slice';
import { activityReducer } from '../features/activity/store/activity.slice';
import { accountSaga } from '../features/account/sagas/account.saga';
import { accountReducer } from '../features/account/store/account.slice';
import { blogsSaga } from '../features/blog/sagas/blogs.saga';
import { blogsReducer } from '../features/blog/store/blogs.slice';
import { carouselsSaga } from '../features/carousel/sagas/carousels.saga';
import { carouselsReducer } from '../features/carousel/store/carousels.slice';
import { enquiriesSaga } from '../features/enquiries/sagas/enquiries.saga';
import { enquiriesReducer } from '../features/enquiries/store/enquiries.slice';
import { othersSaga } from '../features/others/sagas/others.saga';
import { othersReducer } from '../features/others/store/others.slice';
import { releasesSaga } from '../features/releases/sagas/releases.saga';
import { releasesReducer } from '../features/releases/store/releases.slice';
import { sidebarSlice } from '../features/sidebar/store/sidebar.slice';
import { siteSpeedSaga } from '../features/site-speed/sagas/site-speed.saga';
import { siteSpeedReducer } from '../features/site-speed/store/site-speed.slice';
import { staffSaga } from '../features/staff/sagas/staff.saga';
import { staffReducer } from '../features/staff/store/staff.slice';
import { Dashboard } from './dashboard';

// This remote's public surface, exposed as './module' (README, "How the pieces fit").
export const routes: RemoteModule['routes'] = [
  { path: SITE_ROUTES.dashboard.dashboard, element: <Dashboard /> },
];

// The client state areas that belong here (docs/behaviour.md#operations-and-state), each under a
// key of this remote's (shared-data's StoreKey). The public remotes keep their own read-only
// copies under theirs (publicCarousel, blogPosts, ...), so the two never fight over one slice.
export const reducers: RemoteReducers<'dashboard'> = {
  dashboardSidebar: sidebarSlice.reducer,
  // The progress of this remote's uploads, for its forms' bars.
  dashboardUploads: uploadsReducer,
  dashboardAccount: accountReducer,
  dashboardStaff: staffReducer,
  dashboardBlogs: blogsReducer,
  dashboardCarousels: carouselsReducer,
  dashboardEnquiries: enquiriesReducer,
  dashboardAppointments: scheduleReducer,
  dashboardAppointmentSettings: settingsReducer,
  dashboardAppointmentDoctors: bookingDoctorsReducer,
  dashboardOthers: othersReducer,
  dashboardReleases: releasesReducer,
  dashboardSiteSpeed: siteSpeedReducer,
  dashboardActivity: activityReducer,
  dashboardPrivacy: privacyAdminReducer,
};

export const saga: RemoteModule['saga'] = rootSaga(
  accountSaga,
  staffSaga,
  blogsSaga,
  carouselsSaga,
  enquiriesSaga,
  scheduleSaga,
  appointmentSettingsSaga,
  bookingDoctorsSaga,
  othersSaga,
  releasesSaga,
  siteSpeedSaga,
  activitySaga,
  privacyAdminSaga,
);
