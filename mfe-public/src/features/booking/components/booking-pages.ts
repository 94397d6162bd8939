import type { UnknownAction } from 'shared-data';
import { bookingSaga } from '../sagas/booking.saga';
import { bookingSliceReducer, retrievingDoctors, retrievingTypes } from '../store/booking.slice';
import { attachBooking } from '../store/lazy-slice';

// The booking pages, loaded together as one chunk (app/pages.tsx).
export { BookingPage } from './booking-page';
export { ManagePage } from './manage-page';

/**
 * What the booking page's first screen shows, for the server's render (app/pages.tsx): the
 * services of its first step, with the slice and saga a booking page attaches in the browser;
 * with '?type=' (a service's id: the server keeps no other), the second step's doctors too.
 */
export function bookingServerData(query: Readonly<Record<string, string>> = {}): UnknownAction[] {
  return [
    attachBooking(bookingSliceReducer, bookingSaga),
    retrievingTypes.start(),
    // The species is chosen in the browser: every doctor of the service until then.
    ...(query.type ? [retrievingDoctors.start({ type: query.type, species: '' })] : []),
  ];
}
