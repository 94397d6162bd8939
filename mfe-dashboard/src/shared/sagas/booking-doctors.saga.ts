import { call, callOperation, takeLatest, type SagaIterator } from 'shared-data';
import { retrievingDoctors } from '../store/booking-doctors';

/** Loads the doctors who can be booked (shared/store/booking-doctors.ts). */
export function* bookingDoctorsSaga(): SagaIterator {
  yield takeLatest(retrievingDoctors.startType, function* () {
    yield call(callOperation, retrievingDoctors, 'appointmentDoctors');
  });
}
