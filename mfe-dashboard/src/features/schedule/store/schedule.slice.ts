import {
  combineReducers,
  createAction,
  createOperation,
  listReducer,
  type AppointmentSummary,
  type AppointmentType,
  type CallRequest,
  type CallResponse,
  type ListState,
  type Operation,
  type Reducer,
  type Slot,
  type StaffAppointment,
  type UnknownAction,
} from 'shared-data';
import { clinicDay } from 'shared-data/contract/booking';
import { mutationReducer, type MutationState } from '../../../shared/store/mutation';

/** The bookings on show: clinic days from..to inclusive, one doctor or the whole clinic. */
export interface ScheduleRange {
  from: string;
  to: string;
  doctor?: string;
}

/** GET appointments/staff?from&to[&doctor]. */
export const retrievingAppointments = createOperation<
  ScheduleRange,
  CallResponse<'staffAppointments'>
>('RETRIVING_APPOINTMENTS');
/** GET appointments/staff/summary: today's bookings and this month's no-shows. */
export const retrievingSummary = createOperation<void, CallResponse<'appointmentSummary'>>(
  'RETRIVING_APPOINTMENT_SUMMARY',
);
/** GET appointments/types: what can be booked (the active types). */
export const retrievingTypes = createOperation<void, CallResponse<'appointmentTypes'>>(
  'RETRIVING_APPOINTMENT_TYPES',
  { scope: 'dashboard' },
);
/** GET appointments/slots: the free times of one type, doctor and day (phone booking, move). */
export interface SlotQuery {
  type: string;
  from: string;
  to: string;
  doctor?: string;
}
export const retrievingSlots = createOperation<SlotQuery, CallResponse<'appointmentSlots'>>(
  'RETRIVING_SLOTS',
  { scope: 'dashboard' },
);

export const settingStatus = createOperation<
  { id: string } & CallRequest<'setAppointmentStatus'>,
  CallResponse<'setAppointmentStatus'>
>('SETTING_APPOINTMENT_STATUS');
export const movingAppointment = createOperation<
  { id: string } & CallRequest<'moveAppointment'>,
  CallResponse<'moveAppointment'>
>('MOVING_APPOINTMENT');
export const cancellingAppointment = createOperation<
  { id: string } & CallRequest<'cancelAppointment'>,
  CallResponse<'cancelAppointment'>
>('CANCELLING_APPOINTMENT');
export const bookingByPhone = createOperation<
  CallRequest<'createPhoneAppointment'>,
  CallResponse<'createPhoneAppointment'>
>('BOOKING_BY_PHONE');

/** The schedule is on show: its bookings are kept up to date until liveStopped. */
export const liveStarted = createAction('appointments/liveStarted');
export const liveStopped = createAction('appointments/liveStopped');
/** Whether the last look for changes went through (false: the connection is down). */
export const liveChecked = createAction<boolean>('appointments/liveChecked');
/** Bookings changed since the last look (created, moved, cancelled, status). */
export const changesReceived = createAction<StaffAppointment[]>('appointments/changesReceived');
/** What the live region says ('New booking: 10.30 Consultation, Bella'). */
export const announced = createAction<string>('appointments/announced');

/** A value loaded once and kept: the summary. */
export interface Loaded<T> {
  status: ListState<T>['status'];
  value: T | null;
}

export interface ScheduleState {
  /** The range the list holds (or is loading): live changes outside it are not added. */
  range: ScheduleRange | null;
  list: ListState<StaffAppointment>;
  summary: Loaded<AppointmentSummary>;
  types: ListState<AppointmentType>;
  slots: ListState<Slot>;
  status: MutationState;
  moving: MutationState;
  cancelling: MutationState;
  booking: MutationState;
  /** Whether the last look for changes went through, and whether one has since opening. */
  live: { connected: boolean; started: boolean };
  /** The latest announcement, with a count so the same words are read again. */
  announcement: { text: string; count: number };
}

const byStart = (a: StaffAppointment, b: StaffAppointment) =>
  Date.parse(a.start) - Date.parse(b.start) || a.doctor_name.localeCompare(b.doctor_name);

/** Earliest first, then by doctor. */
export const inTimeOrder = (items: StaffAppointment[]) => [...items].sort(byStart);

/** Whether a booking belongs in a range: its clinic day within it, the doctor filtered on. */
export function inRange(appointment: StaffAppointment, range: ScheduleRange | null): boolean {
  if (!range) return false;
  const day = clinicDay(appointment.start);
  if (day < range.from || day > range.to) return false;
  return !range.doctor || range.doctor === appointment.doctor_id;
}

/** The bookings on show with these put in their place (or taken out once out of range). */
export function mergeAppointments(
  items: StaffAppointment[],
  changed: StaffAppointment[],
  range: ScheduleRange | null,
): StaffAppointment[] {
  const ids = new Set(changed.map((appointment) => appointment.id));
  const kept = items.filter((appointment) => !ids.has(appointment.id));
  return inTimeOrder([...kept, ...changed.filter((appointment) => inRange(appointment, range))]);
}

const list = listReducer(
  retrievingAppointments as unknown as Operation<void, StaffAppointment[]>,
  inTimeOrder,
);

/** The answers that carry one booking as it now is. */
function changedBy(action: UnknownAction): StaffAppointment[] | null {
  if (action.type === changesReceived.type) return action.payload as StaffAppointment[];
  if (action.type === settingStatus.successType || action.type === bookingByPhone.successType)
    return [action.payload as StaffAppointment];
  if (
    action.type === movingAppointment.successType ||
    action.type === cancellingAppointment.successType
  )
    return [(action.payload as CallResponse<'moveAppointment'>).appointment];
  return null;
}

const rangeReducer: Reducer<ScheduleRange | null> = (state = null, action) =>
  action.type === retrievingAppointments.startType ? (action.payload as ScheduleRange) : state;

function loaded<T>(operation: Operation<void, T>): Reducer<Loaded<T>> {
  return (state = { status: 'idle', value: null }, action) => {
    if (action.type === operation.startType)
      return { ...state, status: state.status === 'loaded' ? 'loaded' : 'loading' };
    if (action.type === operation.successType)
      return { status: 'loaded', value: action.payload as T };
    if (action.type === operation.failType)
      return { ...state, status: state.status === 'loaded' ? 'loaded' : 'failed' };
    return state;
  };
}

const combined = combineReducers({
  range: rangeReducer,
  list,
  summary: loaded(retrievingSummary),
  types: listReducer(retrievingTypes, (types) => types),
  slots: listReducer(retrievingSlots as unknown as Operation<void, Slot[]>, (slots) => slots),
  status: mutationReducer(settingStatus),
  moving: mutationReducer(movingAppointment),
  cancelling: mutationReducer(cancellingAppointment),
  booking: mutationReducer(bookingByPhone),
  live: (
    state: ScheduleState['live'] = { connected: true, started: false },
    action: UnknownAction,
  ) => {
    if (action.type === liveStopped.type) return { connected: true, started: false };
    if (action.type !== liveChecked.type) return state;
    const connected = action.payload as boolean;
    return { connected, started: state.started || connected };
  },
  announcement: (state = { text: '', count: 0 }, action: UnknownAction) =>
    action.type === announced.type
      ? { text: action.payload as string, count: state.count + 1 }
      : state,
});

// Key 'dashboardAppointments' in the store.
export const scheduleReducer: Reducer<ScheduleState> = (state, action) => {
  const next = combined(state, action);
  const changed = changedBy(action);
  if (!changed || next.list.status !== 'loaded') return next;
  return {
    ...next,
    list: { ...next.list, items: mergeAppointments(next.list.items, changed, next.range) },
  };
};

export const selectSchedule = (state: { dashboardAppointments: ScheduleState }) =>
  state.dashboardAppointments;
