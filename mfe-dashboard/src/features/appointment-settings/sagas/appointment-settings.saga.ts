import {
  all,
  call,
  callOperation,
  select,
  takeLatest,
  takeLeading,
  type SagaIterator,
} from 'shared-data';
import { BOOKING_MESSAGES, clinicDay } from 'shared-data/contract/booking';
import { operationWorker } from '../../../shared/sagas/operation-worker';
import { query } from '../../../shared/sagas/query-fields';
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

// After a change the list is loaded again without a start (which would clear the toast).
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
 * The settings of booking (docs/behaviour.md#appointments-in-the-dashboard): working hours,
 * time off, the types of appointment and the clinic's holidays.
 */
export function* appointmentSettingsSaga(): SagaIterator {
  yield all([
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
