import {
  createAction,
  createOperation,
  type AppointmentType,
  type BookingConfirmation,
  type BookingDoctor,
  type Holiday,
  type ManagedAppointment,
  type SiteLocale,
  type Slot,
  type UnknownAction,
} from 'shared-data';

/** What a visitor books (docs/behaviour.md#booking-screens): the request of the last step. */
export interface BookingRequest {
  type: string;
  start: string;
  doctor_id?: string;
  fullname: string;
  phonenumber: string;
  email?: string;
  pet_name: string;
  species: string;
  note?: string;
  /** Only when the visitor ticked the optional consent (docs/behaviour.md#consents). */
  remind_vaccinations?: true;
  /** The page's language: the booking's mail and texts go out in it (sent as `?lang=`). */
  language?: SiteLocale;
}

/**
 * The slots of one day for one type and doctor ('' for any available), for a pet of `species`
 * ('' for any: "any available" is then among every doctor).
 */
export interface SlotQuery {
  type: string;
  doctor: string;
  day: string;
  species: string;
}

export const slotKey = ({ type, doctor, day, species }: SlotQuery) =>
  `${type}|${doctor}|${day}|${species}`;

/** The doctors of a type who see a species ('' for every species). */
export interface DoctorsQuery {
  type: string;
  species: string;
}
export const doctorsKey = ({ type, species }: DoctorsQuery) => `${type}|${species}`;

// The calls (operation ids as the contract names the calls' data: RETRIVING_..., ...).
export const retrievingTypes = createOperation<void, AppointmentType[]>(
  'RETRIVING_APPOINTMENT_TYPES',
);
export const retrievingDoctors = createOperation<DoctorsQuery, BookingDoctor[]>(
  'RETRIVING_APPOINTMENT_DOCTORS',
);
export const retrievingHolidays = createOperation<{ from: string; to: string }, Holiday[]>(
  'RETRIVING_HOLIDAYS',
);
export const retrievingSlots = createOperation<SlotQuery, Slot[]>('RETRIVING_SLOTS');
export const retrievingNextFree = createOperation<SlotQuery, Slot | null>('RETRIVING_NEXT_FREE');
export const creatingAppointment = createOperation<BookingRequest, BookingConfirmation>(
  'CREATING_APPOINTMENT',
);
export const retrievingManaged = createOperation<string, ManagedAppointment>(
  'RETRIVING_MANAGED_APPOINTMENT',
);
export const cancellingManaged = createOperation<
  string,
  { msg: string; appointment: ManagedAppointment }
>('CANCELLING_MANAGED_APPOINTMENT');
/** Gives (true) or withdraws (false) the vaccination reminders consent through the manage link. */
export const settingManagedConsent = createOperation<
  { token: string; remind: boolean },
  { msg: string; appointment: ManagedAppointment }
>('SETTING_MANAGED_CONSENT');
export const movingManaged = createOperation<
  { token: string; start: string; query: SlotQuery },
  { msg: string; appointment: ManagedAppointment }
>('MOVING_MANAGED_APPOINTMENT');

/**
 * The time was taken by someone else meanwhile (409): the message and the day's fresh free
 * slots, which replace the list the visitor chose from.
 */
export const slotTaken = createAction<{ msg: string; query: SlotQuery; slots: Slot[] }>(
  'publicBooking/slotTaken',
);
/** The visitor starts another booking: the last confirmation and refusal are forgotten. */
export const bookingReset = createAction('publicBooking/reset');

type Load<T> = { status: 'idle' | 'loading' | 'done' | 'failed'; data: T };

export interface BookingState {
  types: Load<AppointmentType[]>;
  /** The doctors of a type and species (`key`: doctorsKey of its query). */
  doctors: Load<BookingDoctor[]> & { key: string | null };
  holidays: Load<Holiday[]>;
  /** The free slots of the day last asked for (`key`: slotKey of its query). */
  slots: Load<Slot[]> & { key: string | null };
  /** The first free slot after an empty day (null: none in the booking window). */
  nextFree: Load<Slot | null> & { key: string | null };
  /** The last step: sending, its confirmation, or the refusal shown beside the slots. */
  booking: {
    status: 'idle' | 'sending' | 'done' | 'failed';
    confirmation: BookingConfirmation | null;
    /** The 409's message, until another time is chosen. */
    taken: string | null;
  };
  /** The appointment of a manage link. */
  managed: {
    token: string | null;
    status: 'idle' | 'loading' | 'done' | 'invalid' | 'failed';
    data: ManagedAppointment | null;
    /** What a change (cancel, move, consent) is doing, and its refusal (too late, taken ...). */
    changing: 'cancel' | 'move' | 'consent' | null;
    changed: number;
    refusal: string | null;
  };
}

const load = <T>(data: T): Load<T> => ({ status: 'idle', data });

export const initialBookingState: BookingState = {
  types: load([]),
  doctors: { ...load([]), key: null },
  holidays: load([]),
  slots: { ...load([]), key: null },
  nextFree: { ...load(null), key: null },
  booking: { status: 'idle', confirmation: null, taken: null },
  managed: {
    token: null,
    status: 'idle',
    data: null,
    changing: null,
    changed: 0,
    refusal: null,
  },
};

const phase = (action: { type: string }, op: { startType: string; successType: string }) =>
  action.type === op.startType ? 'start' : action.type === op.successType ? 'success' : 'fail';

/** One reducer for the booking page and the manage page. */
export function bookingSliceReducer(
  state: BookingState = initialBookingState,
  action: UnknownAction,
): BookingState {
  const payload = (action as { payload?: unknown }).payload;
  if (retrievingTypes.match(action)) {
    const p = phase(action, retrievingTypes);
    return {
      ...state,
      types:
        p === 'start'
          ? { ...state.types, status: 'loading' }
          : p === 'success'
            ? { status: 'done', data: payload as AppointmentType[] }
            : { ...state.types, status: 'failed' },
    };
  }
  if (retrievingDoctors.match(action)) {
    const p = phase(action, retrievingDoctors);
    if (p === 'start')
      return {
        ...state,
        doctors: { status: 'loading', data: [], key: doctorsKey(payload as DoctorsQuery) },
      };
    return {
      ...state,
      doctors:
        p === 'success'
          ? { ...state.doctors, status: 'done', data: payload as BookingDoctor[] }
          : { ...state.doctors, status: 'failed' },
    };
  }
  if (retrievingHolidays.match(action)) {
    const p = phase(action, retrievingHolidays);
    return {
      ...state,
      holidays:
        p === 'start'
          ? { ...state.holidays, status: 'loading' }
          : p === 'success'
            ? { status: 'done', data: payload as Holiday[] }
            : { ...state.holidays, status: 'failed' },
    };
  }
  if (retrievingSlots.match(action)) {
    const p = phase(action, retrievingSlots);
    if (p === 'start')
      return {
        ...state,
        slots: { status: 'loading', data: [], key: slotKey(payload as SlotQuery) },
        nextFree: { ...load(null), key: null },
      };
    return {
      ...state,
      slots:
        p === 'success'
          ? { ...state.slots, status: 'done', data: payload as Slot[] }
          : { ...state.slots, status: 'failed' },
    };
  }
  if (retrievingNextFree.match(action)) {
    const p = phase(action, retrievingNextFree);
    if (p === 'start')
      return {
        ...state,
        nextFree: { status: 'loading', data: null, key: slotKey(payload as SlotQuery) },
      };
    return {
      ...state,
      nextFree:
        p === 'success'
          ? { ...state.nextFree, status: 'done', data: payload as Slot | null }
          : { ...state.nextFree, status: 'failed' },
    };
  }
  if (creatingAppointment.match(action)) {
    const p = phase(action, creatingAppointment);
    return {
      ...state,
      booking:
        p === 'start'
          ? { status: 'sending', confirmation: null, taken: null }
          : p === 'success'
            ? { status: 'done', confirmation: payload as BookingConfirmation, taken: null }
            : { ...state.booking, status: 'failed' },
    };
  }
  if (slotTaken.match(action)) {
    const { msg, query, slots } = action.payload;
    return {
      ...state,
      // A refused booking shows the message beside the slots; a refused move, its own refusal.
      booking:
        state.booking.status === 'failed'
          ? { status: 'failed', confirmation: null, taken: msg }
          : state.booking,
      slots: { status: 'done', data: slots, key: slotKey(query) },
      nextFree: { ...load(null), key: null },
    };
  }
  if (bookingReset.match(action))
    return { ...state, booking: initialBookingState.booking, slots: initialBookingState.slots };
  if (retrievingManaged.match(action)) {
    const p = phase(action, retrievingManaged);
    const managed = state.managed;
    if (p === 'start')
      return {
        ...state,
        managed: { ...initialBookingState.managed, token: payload as string, status: 'loading' },
      };
    if (p === 'success')
      return {
        ...state,
        managed: { ...managed, status: 'done', data: payload as ManagedAppointment },
      };
    const notFound = (payload as { status?: number }).status === 404;
    return { ...state, managed: { ...managed, status: notFound ? 'invalid' : 'failed' } };
  }
  if (settingManagedConsent.match(action)) {
    const p = phase(action, settingManagedConsent);
    const managed = state.managed;
    if (p === 'start')
      return { ...state, managed: { ...managed, changing: 'consent', refusal: null } };
    if (p === 'success') {
      const { appointment } = payload as { appointment: ManagedAppointment };
      // Not a change of the booking: the page stays where the visitor is.
      return { ...state, managed: { ...managed, changing: null, data: appointment } };
    }
    return {
      ...state,
      managed: { ...managed, changing: null, refusal: (payload as { msg: string }).msg },
    };
  }
  for (const [op, kind] of [
    [cancellingManaged, 'cancel'],
    [movingManaged, 'move'],
  ] as const) {
    if (!op.match(action)) continue;
    const p = phase(action, op);
    const managed = state.managed;
    if (p === 'start') return { ...state, managed: { ...managed, changing: kind, refusal: null } };
    if (p === 'success') {
      const { appointment } = payload as { appointment: ManagedAppointment };
      return {
        ...state,
        managed: { ...managed, changing: null, data: appointment, changed: managed.changed + 1 },
      };
    }
    return {
      ...state,
      managed: { ...managed, changing: null, refusal: (payload as { msg: string }).msg },
    };
  }
  return state;
}

export interface BookingRootState {
  publicBooking?: BookingState | null;
}

export const selectBooking = (state: BookingRootState): BookingState =>
  state.publicBooking ?? initialBookingState;
