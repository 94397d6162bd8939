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
  /** The deepest row a page may reach (page × per_page), so page is at most this too. */
  pageRowsMax: 100_000,
  /** The longest search text a paged list takes. */
  search: 100,
} as const;

/**
 * The shapes the site shows images in. A home carousel slide fills a 1600 x 700 px box (16:7) on
 * the widest screens: an image of another shape is cropped to fill it, a smaller one is enlarged
 * and looks soft (docs/behaviour.md#home).
 */
export const IMAGE_SIZES = {
  carousel: { width: 1600, height: 700 },
} as const;

/** An image's size in pixels, upright. */
export interface ImageSize {
  width: number;
  height: number;
}

/**
 * Why an image is too small for a shape of IMAGE_SIZES, in words that name both sizes; null when
 * it is at least as wide and as tall (a larger one is cropped to fit). The server refuses with it
 * and the dashboard says it before sending (docs/behaviour.md#dashboard).
 */
export function imageTooSmall(needed: ImageSize, image: ImageSize): string | null {
  if (image.width >= needed.width && image.height >= needed.height) return null;
  return `The image is ${image.width} × ${image.height} px: it needs to be at least ${needed.width} × ${needed.height} px`;
}

/**
 * What is wrong with a page and its size, in the words of a 400 after 'page', or null: no page
 * reaches past row LIMITS.pageRowsMax, so the deepest costs what the measured deep pages do
 * whatever the table holds. From the two numbers alone, before any query.
 */
export function pageDepthProblem(page: number, perPage: number): string | null {
  if (page * perPage <= LIMITS.pageRowsMax) return null;
  return `must be at most ${Math.floor(LIMITS.pageRowsMax / perPage)} with per_page ${perPage}`;
}
