import {
  all,
  call,
  callOperation,
  delay,
  put,
  race,
  request,
  select,
  take,
  takeLatest,
  takeLeading,
  type CallResponse,
  type SagaIterator,
  type StaffAppointment,
} from 'shared-data';
import { BOOKING_MESSAGES, clinicDay, formatClinic } from 'shared-data/contract/booking';
import { operationWorker } from '../../../shared/sagas/operation-worker';
import { query } from '../../../shared/sagas/query-fields';
import {
  announced,
  bookingByPhone,
  cancellingAppointment,
  changesReceived,
  liveChecked,
  liveStarted,
  liveStopped,
  movingAppointment,
  retrievingAppointments,
  retrievingSlots,
  retrievingSummary,
  retrievingTypes,
  selectSchedule,
  settingStatus,
  type ScheduleState,
} from '../store/schedule.slice';

/** How often the open schedule asks for changes (docs/behaviour.md#appointments-in-the-dashboard). */
export const LIVE_POLL_MS = 4000;

/** 'New booking: 10.30 Consultation, Bella' (and the day when it is not today). */
export function newBookingText(appointment: StaffAppointment, now: Date | number = Date.now()) {
  const when = formatClinic(appointment.start, 'HH.mm');
  const day =
    clinicDay(appointment.start) === clinicDay(now)
      ? ''
      : ` on ${formatClinic(appointment.start, 'EEEE d MMMM')}`;
  return `New booking: ${when} ${appointment.type_name}, ${appointment.pet_name}${day}`;
}

const loadSummary = function* (): SagaIterator {
  yield call(callOperation, retrievingSummary, 'appointmentSummary');
};

/**
 * Asks for the bookings changed since the last answer every few seconds while the tab is
 * visible; ends when the saga running it is cancelled (the schedule closed). Failures are not
 * toasts (one every few seconds would bury the screen): the schedule shows the connection's
 * state instead, and the next round tries again.
 */
export function* pollChanges(): SagaIterator {
  let cursor: string | undefined;
  for (;;) {
    if (typeof document === 'undefined' || document.visibilityState !== 'hidden') {
      try {
        const answer: CallResponse<'appointmentChanges'> = yield call(
          request,
          'appointmentChanges',
          { query: cursor === undefined ? {} : { since: cursor } },
        );
        if (cursor !== undefined && answer.appointments.length > 0) {
          const { list }: ScheduleState = yield select(selectSchedule);
          const known = new Set(list.items.map((appointment) => appointment.id));
          yield put(changesReceived(answer.appointments));
          const fresh = answer.appointments.filter(
            (appointment) =>
              !known.has(appointment.id) &&
              appointment.source === 'online' &&
              appointment.status === 'booked',
          );
          if (fresh.length > 0)
            yield put(announced(fresh.map((a) => newBookingText(a)).join('. ')));
          yield call(loadSummary);
        }
        if (cursor === undefined) {
          // A booking made between the list's answer and this first cursor would be in
          // neither: the list is read again now that later changes will come by the cursor.
          const { range }: ScheduleState = yield select(selectSchedule);
          if (range) {
            const items: CallResponse<'staffAppointments'> = yield call(
              request,
              'staffAppointments',
              { query: query({ ...range }) },
            );
            const now: ScheduleState = yield select(selectSchedule);
            if (now.range === range) yield put(retrievingAppointments.success(items));
          }
        }
        cursor = answer.cursor;
        yield put(liveChecked(true));
      } catch {
        yield put(liveChecked(false));
      }
    }
    yield delay(LIVE_POLL_MS);
  }
}

function* watchLive(): SagaIterator {
  for (;;) {
    yield take(liveStarted.type);
    yield race({ poll: call(pollChanges), stop: take(liveStopped.type) });
  }
}

const loadAppointments = operationWorker(retrievingAppointments, 'staffAppointments', {
  input: (range) => ({ query: query({ ...range }) }),
});
const loadSlots = operationWorker(retrievingSlots, 'appointmentSlots', {
  input: (slots) => ({ query: query({ ...slots }) }),
});

const setStatus = operationWorker(settingStatus, 'setAppointmentStatus', {
  input: ({ id, status }) => ({ params: { id }, body: { status } }),
  message: BOOKING_MESSAGES.statusUpdated,
  then: loadSummary,
});
const move = operationWorker(movingAppointment, 'moveAppointment', {
  input: ({ id, ...body }) => ({ params: { id }, body }),
  message: BOOKING_MESSAGES.staffMoved,
  then: loadSummary,
});
const cancelBooking = operationWorker(cancellingAppointment, 'cancelAppointment', {
  input: ({ id, ...body }) => ({ params: { id }, body }),
  message: BOOKING_MESSAGES.staffCancelled,
  then: loadSummary,
});
/** The success toast of a booking taken by phone. */
export const PHONE_BOOKED = 'Appointment booked';
const bookByPhone = operationWorker(bookingByPhone, 'createPhoneAppointment', {
  input: (booking) => ({ body: booking }),
  message: PHONE_BOOKED,
  then: loadSummary,
});

/**
 * The staff's schedule (docs/behaviour.md#appointments-in-the-dashboard): the bookings of a
 * range and their live changes, and the changes staff make to them.
 */
export function* scheduleSaga(): SagaIterator {
  yield all([
    call(watchLive),
    takeLatest(retrievingAppointments.startType, loadAppointments),
    takeLatest(retrievingSummary.startType, loadSummary),
    takeLatest(retrievingTypes.startType, function* () {
      yield call(callOperation, retrievingTypes, 'appointmentTypes');
    }),
    takeLatest(retrievingSlots.startType, loadSlots),
    // One change of each kind at a time: a second click while one is on its way is ignored.
    takeLeading(settingStatus.startType, setStatus),
    takeLeading(movingAppointment.startType, move),
    takeLeading(cancellingAppointment.startType, cancelBooking),
    takeLeading(bookingByPhone.startType, bookByPhone),
  ]);
}
