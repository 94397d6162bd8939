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
  retrievingDoctors,
  retrievingSlots,
  retrievingSummary,
  retrievingTypes,
  selectSchedule,
  settingStatus,
  type ScheduleState,
} from '../store/schedule.slice';
import {
  addingHoliday,
  addingTimeOff,
  deletingHoliday,
  deletingTimeOff,
  deletingType,
  retrievingHolidays,
  retrievingHours,
  retrievingTimeOff,
  retrievingTypeDetails,
  savingHours,
  savingType,
  selectSettings,
  type SettingsState,
} from '../store/settings.slice';

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

/** A query without its empty fields (no doctor: the whole clinic, or one's own). */
export function query(fields: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
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

// Settings: after a change the list is loaded again without a start (which would clear the toast).
function* reloadTimeOff(): SagaIterator {
  const { whose }: SettingsState = yield select(selectSettings);
  yield call(callOperation, retrievingTimeOff, 'timeOff', {
    query: query({ doctor: whose }),
  });
}
const reloadTypes = function* (): SagaIterator {
  yield call(callOperation, retrievingTypeDetails, 'staffAppointmentTypes');
};
const reloadHolidays = function* (): SagaIterator {
  yield call(callOperation, retrievingHolidays, 'holidays', {
    query: { from: clinicDay() },
  });
};

const loadHours = operationWorker(retrievingHours, 'workingHours', {
  input: ({ doctor }) => ({ query: query({ doctor }) }),
});
const saveHours = operationWorker(savingHours, 'setWorkingHours', {
  input: (hours) => ({ body: hours }),
  message: BOOKING_MESSAGES.hoursSaved,
});
const loadTimeOff = operationWorker(retrievingTimeOff, 'timeOff', {
  input: ({ doctor }) => ({ query: query({ doctor }) }),
});
const addTimeOff = operationWorker(addingTimeOff, 'addTimeOff', {
  input: (range) => ({ body: range }),
  message: BOOKING_MESSAGES.timeOffSaved,
  then: reloadTimeOff,
});
const deleteTimeOff = operationWorker(deletingTimeOff, 'deleteTimeOff', {
  input: ({ id }) => ({ params: { id } }),
  message: BOOKING_MESSAGES.timeOffDeleted,
  then: reloadTimeOff,
});

function* saveType({ payload }: ReturnType<typeof savingType.start>): SagaIterator {
  const { id, changes } = payload;
  const answer: unknown = id
    ? yield call(
        callOperation,
        savingType,
        'updateAppointmentType',
        { params: { id }, body: changes },
        BOOKING_MESSAGES.typeSaved,
      )
    : yield call(
        callOperation,
        savingType,
        'createAppointmentType',
        { body: changes },
        BOOKING_MESSAGES.typeSaved,
      );
  if (answer !== undefined) yield call(reloadTypes);
}
const deleteType = operationWorker(deletingType, 'deleteAppointmentType', {
  input: ({ id }) => ({ params: { id } }),
  message: BOOKING_MESSAGES.typeDeleted,
  then: reloadTypes,
});
const addHoliday = operationWorker(addingHoliday, 'createHoliday', {
  input: (holiday) => ({ body: holiday }),
  message: BOOKING_MESSAGES.holidaySaved,
  then: reloadHolidays,
});
const deleteHoliday = operationWorker(deletingHoliday, 'deleteHoliday', {
  input: ({ id }) => ({ params: { id } }),
  message: BOOKING_MESSAGES.holidayDeleted,
  then: reloadHolidays,
});

/**
 * The staff's side of booking (docs/behaviour.md#appointments-in-the-dashboard): the schedule
 * and its live changes, the changes staff make, hours, time off, types and holidays.
 */
export function* appointmentsSaga(): SagaIterator {
  yield all([
    call(watchLive),
    takeLatest(retrievingAppointments.startType, loadAppointments),
    takeLatest(retrievingSummary.startType, loadSummary),
    takeLatest(retrievingDoctors.startType, function* () {
      yield call(callOperation, retrievingDoctors, 'appointmentDoctors');
    }),
    takeLatest(retrievingTypes.startType, function* () {
      yield call(callOperation, retrievingTypes, 'appointmentTypes');
    }),
    takeLatest(retrievingSlots.startType, loadSlots),
    // One change of each kind at a time: a second click while one is on its way is ignored.
    takeLeading(settingStatus.startType, setStatus),
    takeLeading(movingAppointment.startType, move),
    takeLeading(cancellingAppointment.startType, cancelBooking),
    takeLeading(bookingByPhone.startType, bookByPhone),
    takeLatest(retrievingHours.startType, loadHours),
    takeLeading(savingHours.startType, saveHours),
    takeLatest(retrievingTimeOff.startType, loadTimeOff),
    takeLeading(addingTimeOff.startType, addTimeOff),
    takeLeading(deletingTimeOff.startType, deleteTimeOff),
    takeLatest(retrievingTypeDetails.startType, reloadTypes),
    takeLeading(savingType.startType, saveType),
    takeLeading(deletingType.startType, deleteType),
    takeLatest(retrievingHolidays.startType, reloadHolidays),
    takeLeading(addingHoliday.startType, addHoliday),
    takeLeading(deletingHoliday.startType, deleteHoliday),
  ]);
}
