import { rootSaga, type RemoteModule } from 'shared-data';
import { staffSaga } from '../features/about/sagas/staff.saga';
import { staffReducer } from '../features/about/store/staff.slice';
import { lazyBookingReducer, lazyBookingSaga } from '../features/booking/store/lazy-slice';
import { doctorsSaga } from '../features/doctors/sagas/doctors.saga';
import { doctorsReducer } from '../features/doctors/store/doctors.slice';
import { enquirySaga } from '../features/enquiry/sagas/enquiry.saga';
import { enquiryReducer } from '../features/enquiry/store/enquiry.slice';
import { homeSagas } from '../features/home/sagas/home.saga';
import { homeReducers } from '../features/home/store/home.slice';
import { PAGES } from './pages';

// This remote's public surface, exposed as './module' (the root README, "How the pieces fit").
export const routes: RemoteModule['routes'] = PAGES;

// Keys start with 'public' so they cannot meet the dashboard's slices of the same data.
export const reducers: RemoteModule['reducers'] = {
  ...homeReducers,
  publicDoctors: doctorsReducer,
  publicStaff: staffReducer,
  publicEnquiry: enquiryReducer,
  // Booking's real slice and saga arrive with its pages' chunk (features/booking/store/lazy-slice).
  publicBooking: lazyBookingReducer,
};

export const saga: RemoteModule['saga'] = rootSaga(
  ...homeSagas,
  doctorsSaga,
  staffSaga,
  enquirySaga,
  lazyBookingSaga,
);
