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
  'releaseOverview',
  'remoteReleases',
  'releaseUpload',
  'releaseCanary',
  'releasePromote',
  'releaseRollback',
  'releaseWithdraw',
  'releasePreview',
  'deployTokens',
  'createDeployToken',
  'revokeDeployToken',
] as const satisfies readonly CallName[];

export type Implemented = (typeof IMPLEMENTED)[number];

/** Calls only an administrator may make (docs/behaviour.md#roles-and-permissions). */
export const ADMIN_CALLS = [
  'addStaff',
  'updateStaff',
  'deleteStaff',
  'releaseOverview',
  'remoteReleases',
  'releaseUpload',
  'releaseCanary',
  'releasePromote',
  'releaseRollback',
  'releaseWithdraw',
  'deployTokens',
  'createDeployToken',
  'revokeDeployToken',
] as const satisfies readonly Implemented[];

/** Calls a deploy token for the remote in their path may also make (docs/behaviour.md#releases). */
export const DEPLOY_TOKEN_CALLS = [
  'remoteReleases',
  'releaseUpload',
  'releaseCanary',
  'releasePromote',
  'releaseRollback',
  'releaseWithdraw',
] as const satisfies readonly (typeof ADMIN_CALLS)[number][];

/** The path parameters of the contract's calls, filled in for tests. */
export interface PathParams {
  /** 'auth/staff/{email}' */
  email?: string;
  /** 'releases/{remote}/...': blog unless told. */
  remote?: string;
  /** 'releases/preview/{remote}/{version}' */
  version?: string;
  /** 'releases/deploy-tokens/{id}' */
  id?: string;
}

export function fillPath(path: string, email: string, params: Omit<PathParams, 'email'> = {}) {
  const values: Record<string, string> = { email, remote: 'blog', ...params };
  return path.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : encodeURIComponent(values[name]),
  );
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
  'release_versions',
  'release_files',
  'release_state',
  'release_history',
  'deploy_tokens',
] as const satisfies readonly (keyof Tables)[];
