// shared-data: the store kit, the cross-cutting slices, the typed API client and the contract's
// types. Schemas stay behind 'shared-data/contract' so the page does not load zod.
export type * from './contract/entities';
export type * from './contract/publishing';
// Booking's types; its rules and time helpers (date-fns) are 'shared-data/contract/booking',
// imported only by the pages that book, so the singleton stays small.
export type * from './contract/appointments';
export type { CallResponse, CallRequest } from './contract/calls';
export { endpoints, type CallName, type Endpoint } from './contract/endpoints';
export { MESSAGES } from './contract/messages';
export { IMAGE_SIZES, LIMITS, imageTooSmall, type ImageSize } from './contract/limits';
export type {
  PrivacyAnswer,
  PrivacyRecord,
  PrivacyRequest,
  PrivacySection,
  PrivacyValue,
} from './contract/privacy';
export {
  PRIVACY,
  PRIVACY_MESSAGES,
  PRIVACY_SECTION_TITLES,
  isEmailContact,
} from './contract/privacy-rules';
export { TEXT_RULES, isOneLine, hasControl, hasReordering } from './contract/text-rules';
export * from './contract/field-rules';
export {
  STAFF_STATUSES,
  CONTENT_TYPES,
  BLOG_STATUSES,
  ENQUIRY_STATES,
  REMOTE_NAMES,
  BLOG_POSTS_SLICE,
} from './contract/values';
export { COMPANY, telHref } from './contract/company';
export {
  weeklyHoursRuns,
  namedHoursRuns,
  clockText,
  type OpeningRun,
  type NamedOpeningRun,
} from './contract/clinic-hours';
export {
  SERVER_STATE_ELEMENT_ID,
  composeTitle,
  largestOf,
  type PageHead,
  type RenderApiRequest,
  type RenderApiResponse,
  type RenderOutput,
  type ServerPageState,
} from './contract/page-head';

export * from './notices/notice';
export * from './notices/notices.slice';
export { uploadProgressed } from './uploads/upload-progressed';
export * from './auth/auth.slice';
export * from './auth/session.saga';
export * from './operations/operation';
export * from './store/store-kit';
export * from './store/list-resource';
export { useLoadOnMount } from './store/served';
export * from './client/http-client';
export * from './client/errors';
export { onSessionEvent, type SessionEvent } from './client/session-events';
export * from './saga/call-operation';
export * from './saga/isolate';
export * from './config/runtime-config';
export type * from './remote-module';
export * from './contract/site-routes';
export * from './contract/locale';
export * from './state-kit';
