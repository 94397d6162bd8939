// The schemas of a person's data calls (docs/behaviour.md#your-data) and the privacy notice's.
import { z } from 'zod';
import { kenyanPhoneSchema } from '../appointments';
import { LIMITS, pageOf } from '../entities';
import {
  oneProof,
  PRIVACY,
  PRIVACY_REQUEST_STATES,
  privacyAnswerSchema,
  privacyContactSchema,
  privacyProofShape,
  privacyRecordSchema,
  privacyRequestMadeSchema,
  privacyRequestSchema,
} from '../privacy';
import type { PrivacyFacts } from '../privacy-notice';
import { def, email, line, message, pageDepth, paging, text } from './fields';

/** GET privacy-notice: what /privacy fills in from the server's settings. */
const days = z.number().int();
const privacyFactsSchema = z.object({
  retention_days: z.object({
    enquiry: days,
    booking: days,
    log: days,
    outbox: days,
    activity: days,
  }),
  recipients: z.object({
    mail: z.boolean(),
    sms: z.boolean(),
    storage: z.boolean(),
    location: z.boolean(),
  }),
  location_lookup_host: z.string().nullable(),
  vaccination_reminder_days: days,
}) satisfies z.ZodType<PrivacyFacts>;

export const privacyCalls = {
  // A person's data (docs/behaviour.md#your-data)
  privacyCode: def('privacyCode', {
    request: z.object({ contact: privacyContactSchema }),
    response: message,
  }),
  privacyExport: def('privacyExport', {
    request: z.object(privacyProofShape).superRefine(oneProof),
    response: privacyAnswerSchema,
  }),
  privacyCorrect: def('privacyCorrect', {
    // The new details; one left out stays as it is.
    request: z
      .object({
        ...privacyProofShape,
        fullname: line(LIMITS.name).optional(),
        email: email.optional(),
        phonenumber: kenyanPhoneSchema.optional(),
      })
      .superRefine(oneProof),
    response: privacyAnswerSchema,
  }),
  privacyErase: def('privacyErase', {
    request: z.object(privacyProofShape).superRefine(oneProof),
    response: privacyAnswerSchema,
  }),
  // Every consent in force of the proved contact, withdrawn (docs/behaviour.md#your-data).
  privacyWithdraw: def('privacyWithdraw', {
    request: z.object(privacyProofShape).superRefine(oneProof),
    response: privacyAnswerSchema,
  }),
  privacyRequest: def('privacyRequest', {
    request: z
      .object({ ...privacyProofShape, message: text(PRIVACY.requestMax) })
      .superRefine(oneProof),
    response: privacyRequestMadeSchema,
  }),
  privacyRequests: def('privacyRequests', {
    query: z
      .object({
        page: paging.page,
        per_page: paging.per_page,
        status: z.enum(PRIVACY_REQUEST_STATES).optional(),
      })
      .superRefine(pageDepth),
    response: pageOf(privacyRequestSchema),
  }),
  answerPrivacyRequest: def('answerPrivacyRequest', { response: privacyRequestSchema }),
  privacyLookup: def('privacyLookup', {
    request: z.object({ contact: privacyContactSchema }),
    response: privacyRecordSchema,
  }),
};

export const privacyNoticeCalls = {
  privacyNotice: def('privacyNotice', { response: privacyFactsSchema }),
};
