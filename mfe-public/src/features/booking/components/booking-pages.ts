import type { UnknownAction } from 'shared-data';
import { bookingSaga } from '../sagas/booking.saga';
import { bookingSliceReducer, retrievingTypes } from '../store/booking.slice';
import { attachBooking } from '../store/lazy-slice';

// The booking pages, loaded together as one chunk (app/pages.tsx).
export { BookingPage } from './booking-page';
export { ManagePage } from './manage-page';

/**
 * What the booking page's first screen shows, for the server's render (app/pages.tsx): the
 * services of its first step, with the slice and saga a booking page attaches in the browser.
 */
export function bookingServerData(): UnknownAction[] {
  return [attachBooking(bookingSliceReducer, bookingSaga), retrievingTypes.start()];
}
