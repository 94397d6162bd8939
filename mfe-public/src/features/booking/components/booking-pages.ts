// The booking pages, loaded together as one chunk (app/pages.tsx).
export { BookingPage } from './booking-page';
export { ManagePage } from './manage-page';
