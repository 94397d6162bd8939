/**
 * Where each API call (docs/behaviour.md#api-calls) goes: method, path relative to the API base,
 * who may make it, and how its body travels. Plain data with no zod, so the browser's client can
 * import it without pulling the schema library into the page.
 */
import { accountEndpoints } from './endpoints/accounts';
import { blogEndpoints } from './endpoints/blog';
import { enquiryEndpoints } from './endpoints/enquiries';
import { homeEndpoints } from './endpoints/home';
import { releaseEndpoints } from './endpoints/releases';
import { vitalsEndpoints } from './endpoints/vitals';
import { auditEndpoints } from './endpoints/audit';
import { privacyEndpoints, privacyNoticeEndpoints } from './endpoints/privacy';
import { visitorBookingEndpoints, staffBookingEndpoints } from './endpoints/booking';
import { operationsEndpoints } from './endpoints/operations';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A file field of a multipart call: at most maxCount files; required ones need at least one. */
export interface FileField {
  required: boolean;
  maxCount: number;
}

export interface Endpoint {
  method: HttpMethod;
  /** Relative to the API base; `{name}` marks a path parameter. */
  path: string;
  auth: 'none' | 'bearer';
  body: 'none' | 'json' | 'multipart';
  /** The one-time-code and reset calls word the no-response notice differently. */
  noResponseMessage?: 'not-processed';
  /** Multipart calls: the fields that carry image files (the other fields are text). */
  files?: Record<string, FileField>;
  /**
   * Release calls: the Bearer token may also be a deploy token (`vpd_...`) for the remote in
   * the path, which is what the release command sends; the dashboard sends its staff token.
   */
  deployToken?: boolean;
}

// Every call, domain by domain (endpoints/<domain>.ts), in the contract's order: CallName lists
// the calls in it (and so does the published API), the privacy notice's call between booking's
// two sides.
export const endpoints = {
  ...accountEndpoints,
  ...blogEndpoints,
  ...enquiryEndpoints,
  ...homeEndpoints,
  ...releaseEndpoints,
  ...vitalsEndpoints,
  ...auditEndpoints,
  ...privacyEndpoints,
  ...visitorBookingEndpoints,
  ...privacyNoticeEndpoints,
  ...staffBookingEndpoints,
  ...operationsEndpoints,
} as const satisfies Record<string, Endpoint>;

export type CallName = keyof typeof endpoints;
