import type { z } from 'zod';
import type { CallName } from './endpoints';
import { accountCalls } from './calls/accounts';
import { blogCalls } from './calls/blog';
import { enquiryCalls } from './calls/enquiries';
import { homeCalls } from './calls/home';
import { releaseCalls } from './calls/releases';
import { vitalsCalls } from './calls/vitals';
import { auditCalls } from './calls/audit';
import { privacyCalls, privacyNoticeCalls } from './calls/privacy';
import { visitorBookingCalls, staffBookingCalls } from './calls/booking';
import { operationsCalls } from './calls/operations';

/**
 * The schemas of one call: its query, the text fields of its JSON or multipart body (file
 * fields are listed in `endpoints[name].files`), and what it answers.
 */
export interface CallSchemas {
  query?: z.ZodObject;
  request?: z.ZodObject;
  response: z.ZodType;
}

/**
 * The zod side of each call in `endpoints`, domain by domain (calls/<domain>.ts, the field rules
 * they share in calls/fields.ts), in the same order: the server validates with these objects
 * and the client takes its types from them, so the two cannot drift apart.
 */
export const calls = {
  ...accountCalls,
  ...blogCalls,
  ...enquiryCalls,
  ...homeCalls,
  ...releaseCalls,
  ...vitalsCalls,
  ...auditCalls,
  ...privacyCalls,
  ...visitorBookingCalls,
  ...privacyNoticeCalls,
  ...staffBookingCalls,
  ...operationsCalls,
} satisfies Record<CallName, CallSchemas>;

export type Calls = typeof calls;
export type { CallName };
/** What a call answers, as the client sees it. */
export type CallResponse<N extends CallName> = z.infer<Calls[N]['response']>;
/** The text fields a call takes in its JSON or multipart body. */
export type CallRequest<N extends CallName> = Calls[N] extends { request: z.ZodObject }
  ? z.input<Calls[N]['request']>
  : never;
