// Without zod, so the pages can import the limits (shared-data's index re-exports them).
/** The limits the product states (docs/behaviour.md#constants-and-limits). */
export const LIMITS = {
  longText: 5000,
  blogContent: 1000,
  accountImages: 3,
  otpDigits: 6,
  otpMinutes: 30,
  /** Not product rules: the server's own bounds, so no field can hold more than a person types. */
  passwordMin: 8,
  passwordMax: 128,
  name: 100,
  title: 200,
  phone: 20,
  /** A visitor's note with a booking. */
  bookingNote: 1000,
  imageBytes: 5 * 1024 * 1024,
  /** Paged lists (docs/behaviour.md#paged-list-calls): rows per page by default and at most. */
  pageSize: 20,
  pageSizeMax: 100,
  /** The longest search text a paged list takes. */
  search: 100,
} as const;
