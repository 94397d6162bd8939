// Where booking's calls go (docs/behaviour.md#booking): the visitor's side, then the staff's.
import type { Endpoint } from '../endpoints';

export const visitorBookingEndpoints = {
  // Booking (docs/behaviour.md#booking). Public: what a visitor books with, and the manage link.
  appointmentTypes: { method: 'GET', path: 'appointments/types', auth: 'none', body: 'none' },
  appointmentDoctors: { method: 'GET', path: 'appointments/doctors', auth: 'none', body: 'none' },
  appointmentSlots: { method: 'GET', path: 'appointments/slots', auth: 'none', body: 'none' },
  nextFreeSlot: { method: 'GET', path: 'appointments/next-free', auth: 'none', body: 'none' },
  holidays: { method: 'GET', path: 'appointments/holidays', auth: 'none', body: 'none' },
  createAppointment: { method: 'POST', path: 'appointments', auth: 'none', body: 'json' },
  managedAppointment: {
    method: 'GET',
    path: 'appointments/manage/{token}',
    auth: 'none',
    body: 'none',
  },
  cancelManagedAppointment: {
    method: 'DELETE',
    path: 'appointments/manage/{token}',
    auth: 'none',
    body: 'none',
  },
  moveManagedAppointment: {
    method: 'PUT',
    path: 'appointments/manage/{token}',
    auth: 'none',
    body: 'json',
  },
  // The optional consents of a booking, given or withdrawn through its manage link
  // (docs/behaviour.md#consents).
  setManagedConsent: {
    method: 'PUT',
    path: 'appointments/manage/{token}/consent',
    auth: 'none',
    body: 'json',
  },
} as const satisfies Record<string, Endpoint>;

export const staffBookingEndpoints = {
  // Booking, the staff's side: any staff member runs the day; hours and time off are one's own
  // (administrators: anyone's); types and holidays are the administrators'.
  staffAppointments: { method: 'GET', path: 'appointments/staff', auth: 'bearer', body: 'none' },
  appointmentChanges: {
    method: 'GET',
    path: 'appointments/staff/changes',
    auth: 'bearer',
    body: 'none',
  },
  appointmentSummary: {
    method: 'GET',
    path: 'appointments/staff/summary',
    auth: 'bearer',
    body: 'none',
  },
  createPhoneAppointment: {
    method: 'POST',
    path: 'appointments/staff',
    auth: 'bearer',
    body: 'json',
  },
  setAppointmentStatus: {
    method: 'PUT',
    path: 'appointments/staff/{id}/status',
    auth: 'bearer',
    body: 'json',
  },
  moveAppointment: {
    method: 'PUT',
    path: 'appointments/staff/{id}/move',
    auth: 'bearer',
    body: 'json',
  },
  cancelAppointment: {
    method: 'PUT',
    path: 'appointments/staff/{id}/cancel',
    auth: 'bearer',
    body: 'json',
  },
  workingHours: { method: 'GET', path: 'appointments/staff/hours', auth: 'bearer', body: 'none' },
  setWorkingHours: {
    method: 'PUT',
    path: 'appointments/staff/hours',
    auth: 'bearer',
    body: 'json',
  },
  timeOff: { method: 'GET', path: 'appointments/staff/time-off', auth: 'bearer', body: 'none' },
  addTimeOff: {
    method: 'POST',
    path: 'appointments/staff/time-off',
    auth: 'bearer',
    body: 'json',
  },
  deleteTimeOff: {
    method: 'DELETE',
    path: 'appointments/staff/time-off/{id}',
    auth: 'bearer',
    body: 'none',
  },
  staffAppointmentTypes: {
    method: 'GET',
    path: 'appointments/staff/types',
    auth: 'bearer',
    body: 'none',
  },
  createAppointmentType: {
    method: 'POST',
    path: 'appointments/staff/types',
    auth: 'bearer',
    body: 'json',
  },
  updateAppointmentType: {
    method: 'PUT',
    path: 'appointments/staff/types/{id}',
    auth: 'bearer',
    body: 'json',
  },
  deleteAppointmentType: {
    method: 'DELETE',
    path: 'appointments/staff/types/{id}',
    auth: 'bearer',
    body: 'none',
  },
  createHoliday: {
    method: 'POST',
    path: 'appointments/staff/holidays',
    auth: 'bearer',
    body: 'json',
  },
  updateHoliday: {
    method: 'PUT',
    path: 'appointments/staff/holidays/{id}',
    auth: 'bearer',
    body: 'json',
  },
  deleteHoliday: {
    method: 'DELETE',
    path: 'appointments/staff/holidays/{id}',
    auth: 'bearer',
    body: 'none',
  },
} as const satisfies Record<string, Endpoint>;
