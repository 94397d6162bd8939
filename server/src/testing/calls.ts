import type { CallName } from 'shared-data/contract';
import type { Tables } from '../repositories/tables';

/** The calls the server answers today; the other account calls come with a later change. */
export const IMPLEMENTED = [
  'signIn',
  'currentUser',
  'staffList',
  'doctors',
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
] as const satisfies readonly (keyof Tables)[];
