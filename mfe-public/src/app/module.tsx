import { rootSaga, type RemoteModule, type RemoteReducers } from 'shared-data';
import { staffSaga } from '../features/about/sagas/staff.saga';
import { staffReducer } from '../features/about/store/staff.slice';
import { lazyBookingReducer, lazyBookingSaga } from '../features/booking/store/lazy-slice';
import { doctorsSaga } from '../features/doctors/sagas/doctors.saga';
import { doctorsReducer } from '../features/doctors/store/doctors.slice';
import { enquirySaga } from '../features/enquiry/sagas/enquiry.saga';
import { enquiryReducer } from '../features/enquiry/store/enquiry.slice';
import { postedFormReducer } from '../features/enquiry/store/posted-form.slice';
import { homeSagas } from '../features/home/sagas/home.saga';
import { privacySaga } from '../features/privacy/sagas/privacy.saga';
import { privacyReducer } from '../features/privacy/store/privacy.slice';
import { homeReducers } from '../features/home/store/home.slice';
import { myDataSaga } from '../features/my-data/sagas/my-data.saga';
import { myDataReducer } from '../features/my-data/store/my-data.slice';
import { coreMessages } from '../shared/i18n/catalogue-parts';
import { PAGES } from './pages';

// This remote's public surface, exposed as './module' (the root README, "How the pieces fit").
export const routes: RemoteModule['routes'] = PAGES;

// Keys start with 'public' (shared-data's StoreKey) so they cannot meet the dashboard's slices of
// the same data.
export const reducers: RemoteReducers<'public'> = {
  ...homeReducers,
  publicDoctors: doctorsReducer,
  publicStaff: staffReducer,
  publicEnquiry: enquiryReducer,
  // POSTED_FORM_SLICE: the contact form posted without JavaScript, as the server refused it.
  publicPostedForm: postedFormReducer,
  publicPrivacy: privacyReducer,
  // Booking's real slice and saga arrive with its pages' chunk (features/booking/store/lazy-slice).
  publicBooking: lazyBookingReducer,
  // The Your data page (docs/behaviour.md#your-data).
  publicMyData: myDataReducer,
};

// Its Kiswahili catalogue, a chunk of its own, fetched only by a Kiswahili page
// (docs/behaviour.md#languages); English is the code's own.
// Its long texts come with their pages (shared/i18n/catalogue-parts.tsx).
export const messages: NonNullable<RemoteModule['messages']> = coreMessages;

export const saga: RemoteModule['saga'] = rootSaga(
  ...homeSagas,
  doctorsSaga,
  staffSaga,
  enquirySaga,
  privacySaga,
  lazyBookingSaga,
  myDataSaga,
);
