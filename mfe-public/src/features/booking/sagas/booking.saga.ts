import {
  all,
  call,
  callOperation,
  put,
  request,
  takeLatest,
  takeLeading,
  toNotice,
  type Slot,
  type SagaIterator,
  type UnknownAction,
} from 'shared-data';
import {
  cancellingManaged,
  creatingAppointment,
  movingManaged,
  retrievingDoctors,
  retrievingHolidays,
  retrievingManaged,
  retrievingNextFree,
  retrievingSlots,
  retrievingTypes,
  settingManagedConsent,
  slotTaken,
  type BookingRequest,
  type DoctorsQuery,
  type SlotQuery,
} from '../store/booking.slice';

const payloadOf = <T>(action: UnknownAction) => (action as unknown as { payload: T }).payload;

const slotsQuery = ({ type, doctor, day, species }: SlotQuery) => ({
  type,
  from: day,
  to: day,
  ...(doctor ? { doctor } : {}),
  ...(species ? { species } : {}),
});

/** The 409 of a time taken meanwhile carries the day's fresh slots (docs/behaviour.md#booking). */
function takenAnswer(error: unknown): { msg: string; slots: Slot[] } | null {
  const response = (error as { response?: { status?: number; data?: unknown } }).response;
  const body = response?.data as { msg?: unknown; slots?: unknown } | undefined;
  if (response?.status !== 409 || !body || !Array.isArray(body.slots)) return null;
  return { msg: String(body.msg), slots: body.slots as Slot[] };
}

function* loadTypes(): SagaIterator {
  yield call(callOperation, retrievingTypes, 'appointmentTypes');
}

function* loadDoctors(action: UnknownAction): SagaIterator {
  const { type, species } = payloadOf<DoctorsQuery>(action);
  yield call(callOperation, retrievingDoctors, 'appointmentDoctors', {
    query: { type, ...(species ? { species } : {}) },
  });
}

function* loadHolidays(action: UnknownAction): SagaIterator {
  yield call(callOperation, retrievingHolidays, 'holidays', {
    query: payloadOf<{ from: string; to: string }>(action),
  });
}

function* loadSlots(action: UnknownAction): SagaIterator {
  yield call(callOperation, retrievingSlots, 'appointmentSlots', {
    query: slotsQuery(payloadOf<SlotQuery>(action)),
  });
}

/** The first free slot after an empty day; none within the booking window is an answer too. */
function* loadNextFree(action: UnknownAction): SagaIterator {
  const { type, doctor, day, species } = payloadOf<SlotQuery>(action);
  try {
    const slot: Slot = yield call(request, 'nextFreeSlot', {
      query: { type, from: day, ...(doctor ? { doctor } : {}), ...(species ? { species } : {}) },
    });
    yield put(retrievingNextFree.success(slot));
  } catch (error) {
    const notice = toNotice(error, retrievingNextFree.failId, 'nextFreeSlot');
    if (notice.status === 404) yield put(retrievingNextFree.success(null));
    else yield put(retrievingNextFree.fail(notice, true));
  }
}

/** Sends the booking; a time taken meanwhile comes back with the day's fresh slots. */
function* createAppointment(action: UnknownAction): SagaIterator {
  const { language, ...booking } = payloadOf<BookingRequest>(action);
  try {
    const confirmation: unknown = yield call(request, 'createAppointment', {
      body: booking,
      // English is the server's default: an English page's call is as it always was.
      ...(language && language !== 'en' ? { query: { lang: language } } : {}),
    });
    yield put(creatingAppointment.success(confirmation as never));
  } catch (error) {
    const taken = takenAnswer(error);
    const notice = toNotice(error, creatingAppointment.failId, 'createAppointment');
    // The refusal is shown beside the fresh slots, not as a toast as well.
    yield put(creatingAppointment.fail(notice, taken !== null));
    if (taken) {
      const day = booking.start.slice(0, 10);
      const query = {
        type: booking.type,
        doctor: booking.doctor_id ?? '',
        day,
        species: booking.species,
      };
      yield put(slotTaken({ ...taken, query }));
    }
  }
}

function* loadManaged(action: UnknownAction): SagaIterator {
  const token = payloadOf<string>(action);
  try {
    const appointment: unknown = yield call(request, 'managedAppointment', { params: { token } });
    yield put(retrievingManaged.success(appointment as never));
  } catch (error) {
    const notice = toNotice(error, retrievingManaged.failId, 'managedAppointment');
    // An invalid link is the page's own message, not a toast.
    yield put(retrievingManaged.fail(notice, notice.status === 404));
  }
}

function* cancelManaged(action: UnknownAction): SagaIterator {
  const token = payloadOf<string>(action);
  try {
    const answer: { msg: string } = yield call(request, 'cancelManagedAppointment', {
      params: { token },
    });
    // The server's own words ('Your appointment has been cancelled') as the green toast.
    yield put(cancellingManaged.success(answer as never, answer.msg));
  } catch (error) {
    yield put(
      cancellingManaged.fail(toNotice(error, cancellingManaged.failId, 'cancelManagedAppointment')),
    );
  }
}

function* setManagedConsent(action: UnknownAction): SagaIterator {
  const { token, remind } = payloadOf<{ token: string; remind: boolean }>(action);
  try {
    const answer: { msg: string } = yield call(request, 'setManagedConsent', {
      params: { token },
      body: { remind_vaccinations: remind },
    });
    yield put(settingManagedConsent.success(answer as never, answer.msg));
  } catch (error) {
    yield put(
      settingManagedConsent.fail(
        toNotice(error, settingManagedConsent.failId, 'setManagedConsent'),
      ),
    );
  }
}

function* moveManaged(action: UnknownAction): SagaIterator {
  const { token, start, query } = payloadOf<{ token: string; start: string; query: SlotQuery }>(
    action,
  );
  try {
    const answer: unknown = yield call(request, 'moveManagedAppointment', {
      params: { token },
      body: { start },
    });
    const { msg } = answer as { msg: string };
    yield put(movingManaged.success(answer as never, msg));
  } catch (error) {
    const taken = takenAnswer(error);
    yield put(
      movingManaged.fail(
        toNotice(error, movingManaged.failId, 'moveManagedAppointment'),
        taken !== null,
      ),
    );
    if (taken) yield put(slotTaken({ ...taken, query }));
  }
}

export function* bookingSaga(): SagaIterator {
  yield all([
    takeLatest(retrievingTypes.startType, loadTypes),
    takeLatest(retrievingDoctors.startType, loadDoctors),
    takeLatest(retrievingHolidays.startType, loadHolidays),
    // A later day replaces the day still loading: only the last one asked for is shown.
    takeLatest(retrievingSlots.startType, loadSlots),
    takeLatest(retrievingNextFree.startType, loadNextFree),
    takeLeading(creatingAppointment.startType, createAppointment),
    takeLatest(retrievingManaged.startType, loadManaged),
    takeLeading(cancellingManaged.startType, cancelManaged),
    takeLeading(movingManaged.startType, moveManaged),
    takeLeading(settingManagedConsent.startType, setManagedConsent),
  ]);
}
