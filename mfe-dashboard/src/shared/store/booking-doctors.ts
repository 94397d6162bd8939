import {
  createOperation,
  listReducer,
  type BookingDoctor,
  type CallResponse,
  type ListState,
} from 'shared-data';

/**
 * GET appointments/doctors: who can be booked, for the schedule's doctor filter, its forms and
 * the settings' doctor pickers. Key 'dashboardAppointmentDoctors' in the store.
 */
export const retrievingDoctors = createOperation<void, CallResponse<'appointmentDoctors'>>(
  'RETRIVING_APPOINTMENT_DOCTORS',
  // The public booking page loads the same list under the same id.
  { scope: 'dashboard' },
);

export const bookingDoctorsReducer = listReducer(retrievingDoctors, (doctors) => doctors);

export const selectBookingDoctors = (state: {
  dashboardAppointmentDoctors: ListState<BookingDoctor>;
}) => state.dashboardAppointmentDoctors;
