import type { CallName } from 'shared-data/contract';
import type { Tables } from '../core/tables';

/** The calls the server answers: every call of the contract. */
export const IMPLEMENTED = [
  'signIn',
  'register',
  'currentUser',
  'staffList',
  'staffPage',
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
  'blogPage',
  'blog',
  'createBlog',
  'updateBlog',
  'deleteBlog',
  'createParagraph',
  'updateParagraph',
  'deleteParagraph',
  'managedBlog',
  'saveBlogBlocks',
  'publishBlog',
  'discardBlogChanges',
  'blogRevisions',
  'restoreBlogRevision',
  'blogPreview',
  'createEnquiry',
  'enquiries',
  'enquiryPage',
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
  'appointmentTypes',
  'appointmentDoctors',
  'appointmentSlots',
  'nextFreeSlot',
  'holidays',
  'createAppointment',
  'managedAppointment',
  'cancelManagedAppointment',
  'moveManagedAppointment',
  'setManagedConsent',
  'staffAppointments',
  'appointmentChanges',
  'appointmentSummary',
  'createPhoneAppointment',
  'setAppointmentStatus',
  'moveAppointment',
  'cancelAppointment',
  'workingHours',
  'setWorkingHours',
  'timeOff',
  'addTimeOff',
  'deleteTimeOff',
  'staffAppointmentTypes',
  'createAppointmentType',
  'updateAppointmentType',
  'deleteAppointmentType',
  'createHoliday',
  'updateHoliday',
  'deleteHoliday',
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
  'reportVitals',
  'vitalsSummary',
  'audit',
  'auditActors',
  'privacyCode',
  'privacyExport',
  'privacyCorrect',
  'privacyErase',
  'privacyWithdraw',
  'privacyRequest',
  'privacyRequests',
  'answerPrivacyRequest',
  'privacyLookup',
  'privacyNotice',
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
  'createAppointmentType',
  'updateAppointmentType',
  'deleteAppointmentType',
  'createHoliday',
  'updateHoliday',
  'deleteHoliday',
  'vitalsSummary',
  'audit',
  'auditActors',
  'privacyRequests',
  'answerPrivacyRequest',
  'privacyLookup',
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

/**
 * Calls about one doctor's schedule: one's own for any staff member, another's for
 * administrators only (docs/behaviour.md#booking-rules).
 */
export const OWN_OR_ADMIN_CALLS = [
  'setWorkingHours',
  'addTimeOff',
  'deleteTimeOff',
] as const satisfies readonly Implemented[];

/** Calls that answer 201 Created on success (the others 200). */
export const CREATED_CALLS = [
  'createAppointment',
  'createPhoneAppointment',
  'createDeployToken',
] as const satisfies readonly Implemented[];

/** The path parameters of the contract's calls, filled in for tests. */
export interface PathParams {
  /** 'auth/staff/{email}' */
  email?: string;
  /** 'releases/{remote}/...': blog unless told. */
  remote?: string;
  /** 'releases/preview/{remote}/{version}' */
  version?: string;
  /** 'releases/deploy-tokens/{id}', 'appointments/staff/{id}/...' and the like */
  id?: string;
  /** 'appointments/manage/{token}' */
  token?: string;
  /** 'blog/{blog_id}/...' */
  blog_id?: string;
  /** 'blog/{blog_id}/revisions/{revision_id}/restore' */
  revision_id?: string;
}

/** The call's path with its parameters filled in (an email alone, or any of them). */
export function fillPath(path: string, params: string | PathParams): string {
  const given: PathParams = {
    remote: 'blog',
    ...(typeof params === 'string' ? { email: params } : params),
  };
  return path.replace(
    /\{(email|remote|version|id|token|blog_id|revision_id)\}/g,
    (_whole, name: keyof PathParams) => encodeURIComponent(given[name] ?? ''),
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
  'blog_revisions',
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
  'release_budgets',
  'release_files',
  'release_state',
  'release_history',
  'deploy_tokens',
  'web_vitals',
  'release_visitors',
  'web_vitals_sources',
  'web_vitals_source_counts',
  'attempt_counters',
  'consents',
  'privacy_codes',
  'privacy_requests',
  'audit_log',
] as const satisfies readonly (keyof Tables)[];
