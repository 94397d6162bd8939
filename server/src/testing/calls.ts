import type { CallName } from 'shared-data/contract';
import type { Tables } from '../core/tables';

/** The calls the server answers: every call of the contract. */
export const IMPLEMENTED = [
  'signIn',
  'register',
  'currentUser',
  'staffList',
  'addStaff',
  'doctors',
  'updateStaff',
  'updateAccount',
  'requestOtp',
  'resetPassword',
  'logout',
  'deleteStaff',
  'refreshToken',
  'blogs',
  'createBlog',
  'updateBlog',
  'deleteBlog',
  'createParagraph',
  'updateParagraph',
  'deleteParagraph',
  'createEnquiry',
  'enquiries',
  'respondEnquiry',
  'carousel',
  'createCarousel',
  'updateCarousel',
  'deleteCarousel',
  'counters',
  'createCounter',
  'updateCounter',
  'promises',
  'createPromise',
  'updatePromise',
  'health',
] as const satisfies readonly CallName[];

export type Implemented = (typeof IMPLEMENTED)[number];

/** Calls only an administrator may make (docs/behaviour.md#roles-and-permissions). */
export const ADMIN_CALLS = [
  'addStaff',
  'updateStaff',
  'deleteStaff',
] as const satisfies readonly Implemented[];

/** The one path parameter of the contract ('auth/staff/{email}'), filled in for tests. */
export function fillPath(path: string, email: string): string {
  return path.replace('{email}', encodeURIComponent(email));
}

/** Every table of the migrations, for tests that check nothing changed. */
export const TABLES = [
  'images',
  'staff',
  'staff_images',
  'refresh_tokens',
  'one_time_codes',
  'blogs',
  'paragraphs',
  'carousel_items',
  'enquiries',
  'enquiry_responses',
  'counters',
  'promises',
  'app_meta',
  'appointment_types',
  'appointment_type_doctors',
  'working_hours',
  'time_off',
  'holidays',
  'bookings',
  'booking_cells',
  'booking_state',
  'reminder_jobs',
] as const satisfies readonly (keyof Tables)[];
