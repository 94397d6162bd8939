import {
  call,
  take,
  type Reducer,
  type Saga,
  type SagaIterator,
  type UnknownAction,
} from 'shared-data';

/**
 * How the booking pages' slice and saga join the store without weighing on the home page.
 * The remote registers these two small stand-ins under `publicBooking` (app/module.tsx, as
 * every feature does); the real reducer and saga live in the booking pages' own chunk, which
 * hands them over when a booking page first opens (`attachBooking`, then dispatching the action
 * it answers). Until then the slice is null and the saga waits.
 */
const OPENED = 'publicBooking/opened';

let attached: { reducer: Reducer; saga: Saga } | null = null;

/** Hands over the real reducer and saga; dispatch the answer to start them in this store. */
export function attachBooking(reducer: Reducer, saga: Saga): UnknownAction {
  attached ??= { reducer, saga };
  return { type: OPENED };
}

export function lazyBookingReducer(state: unknown = null, action: UnknownAction): unknown {
  return attached ? attached.reducer(state ?? undefined, action) : state;
}

export function* lazyBookingSaga(): SagaIterator {
  yield take(OPENED);
  if (attached) yield call(attached.saga);
}
