import {
  combineReducers,
  createOperation,
  listReducer,
  type AppointmentTypeDetail,
  type CallRequest,
  type CallResponse,
  type DoctorHours,
  type Holiday,
  type ListState,
  type Operation,
  type Reducer,
  type TimeOff,
} from 'shared-data';
import { mutationReducer, type MutationState } from '../../../shared/store/mutation';

/** Whose hours or time off: a doctor's id, or empty for one's own. */
export interface Whose {
  doctor?: string;
}

/** GET appointments/staff/hours[?doctor]. */
export const retrievingHours = createOperation<Whose, CallResponse<'workingHours'>>(
  'RETRIVING_HOURS',
);
export const savingHours = createOperation<
  CallRequest<'setWorkingHours'>,
  CallResponse<'setWorkingHours'>
>('SAVING_HOURS');
/** GET appointments/staff/time-off[?doctor]. */
export const retrievingTimeOff = createOperation<Whose, CallResponse<'timeOff'>>(
  'RETRIVING_TIME_OFF',
);
export const addingTimeOff = createOperation<CallRequest<'addTimeOff'>, CallResponse<'addTimeOff'>>(
  'ADDING_TIME_OFF',
);
export const deletingTimeOff = createOperation<{ id: string }, CallResponse<'deleteTimeOff'>>(
  'DELETING_TIME_OFF',
);
/** The administrators' list of types (inactive ones too, with their doctors). */
export const retrievingTypeDetails = createOperation<void, CallResponse<'staffAppointmentTypes'>>(
  'RETRIVING_TYPE_DETAILS',
);
export const savingType = createOperation<
  { id?: string; changes: CallRequest<'createAppointmentType'> },
  CallResponse<'createAppointmentType'>
>('SAVING_APPOINTMENT_TYPE');
export const deletingType = createOperation<{ id: string }, CallResponse<'deleteAppointmentType'>>(
  'DELETING_APPOINTMENT_TYPE',
);
/** GET appointments/holidays: the closed days. */
export const retrievingHolidays = createOperation<void, CallResponse<'holidays'>>(
  'RETRIVING_HOLIDAYS',
  { scope: 'dashboard' },
);
export const addingHoliday = createOperation<
  CallRequest<'createHoliday'>,
  CallResponse<'createHoliday'>
>('ADDING_HOLIDAY');
export const deletingHoliday = createOperation<{ id: string }, CallResponse<'deleteHoliday'>>(
  'DELETING_HOLIDAY',
);

export interface SettingsState {
  /** The doctor whose hours and time off are on show ('' for one's own). */
  whose: string;
  hours: { status: ListState<DoctorHours>['status']; value: DoctorHours | null };
  timeOff: ListState<TimeOff>;
  types: ListState<AppointmentTypeDetail>;
  holidays: ListState<Holiday>;
  savingHours: MutationState;
  addingTimeOff: MutationState;
  deletingTimeOff: MutationState;
  savingType: MutationState;
  deletingType: MutationState;
  addingHoliday: MutationState;
  deletingHoliday: MutationState;
}

const hours: Reducer<SettingsState['hours']> = (
  state = { status: 'idle', value: null },
  action,
) => {
  if (action.type === retrievingHours.startType) {
    // Another person's hours: nothing of the previous one's stays on show.
    const same = (action.payload as Whose).doctor === state.value?.doctor_id;
    return same && state.status === 'loaded' ? state : { status: 'loading', value: null };
  }
  if (action.type === retrievingHours.successType || action.type === savingHours.successType)
    return { status: 'loaded', value: action.payload as DoctorHours };
  if (action.type === retrievingHours.failType)
    return { ...state, status: state.status === 'loaded' ? 'loaded' : 'failed' };
  return state;
};

const whose: Reducer<string> = (state = '', action) =>
  action.type === retrievingTimeOff.startType ? ((action.payload as Whose).doctor ?? '') : state;

// Key 'dashboardAppointmentSettings' in the store.
export const settingsReducer: Reducer<SettingsState> = combineReducers({
  whose,
  hours,
  timeOff: listReducer(retrievingTimeOff as unknown as Operation<void, TimeOff[]>, (items) =>
    [...items].sort((a, b) => Date.parse(a.start) - Date.parse(b.start)),
  ),
  types: listReducer(retrievingTypeDetails, (types) => types),
  holidays: listReducer(retrievingHolidays, (days) =>
    [...days].sort((a, b) => a.date.localeCompare(b.date)),
  ),
  savingHours: mutationReducer(savingHours),
  addingTimeOff: mutationReducer(addingTimeOff),
  deletingTimeOff: mutationReducer(deletingTimeOff),
  savingType: mutationReducer(savingType),
  deletingType: mutationReducer(deletingType),
  addingHoliday: mutationReducer(addingHoliday),
  deletingHoliday: mutationReducer(deletingHoliday),
});

export const selectSettings = (state: { dashboardAppointmentSettings: SettingsState }) =>
  state.dashboardAppointmentSettings;
