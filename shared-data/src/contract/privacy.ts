// A person's rights over what the clinic holds about them (docs/behaviour.md#your-data): the
// schemas of the privacy calls. The rules and words without zod are in privacy-rules.ts.
import { z } from 'zod';
import { normaliseKenyanPhone } from './booking';
import { EMAIL_MAX, isEmailAddress } from './field-rules';
import { isEmailContact } from './privacy-rules';

export * from './privacy-rules';

const CONTACT_RULE = 'must be an email address or a Kenyan phone number';

/**
 * The contact a person proves control of: an email address (lower case) or a Kenyan phone
 * number (+254 and nine digits), whichever was typed. Nothing else survives.
 */
export const privacyContactSchema = z
  .string({ error: 'is required' })
  .max(EMAIL_MAX, { error: CONTACT_RULE })
  .transform((value, context) => {
    const typed = value.trim();
    if (isEmailContact(typed)) {
      if (isEmailAddress(typed)) return typed.toLowerCase();
    } else {
      const phone = normaliseKenyanPhone(typed);
      if (phone) return phone;
    }
    context.addIssue({ code: 'custom', message: CONTACT_RULE });
    return z.NEVER;
  });

/** The 6-digit code sent to the contact. */
export const privacyCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: 'must be the 6-digit code' });

/** The check a right code gave (privacyAnswer's `check`): 43 URL-safe characters. */
export const privacyCheckSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'must be the check an earlier answer gave' });

/**
 * Who the caller proves to be: the contact, and either the code sent to it or the check a right
 * code gave a moment ago (PRIVACY.checkMinutes).
 */
export const privacyProofShape = {
  contact: privacyContactSchema,
  code: privacyCodeSchema.optional(),
  check: privacyCheckSchema.optional(),
};

/** Exactly one of code and check. */
export function oneProof(body: { code?: unknown; check?: unknown }, context: z.RefinementCtx) {
  if ((body.code === undefined) === (body.check === undefined)) {
    context.addIssue({
      code: 'custom',
      path: ['code'],
      message: 'is required (or the check of an earlier answer)',
    });
  }
}

/** One field of a record as the export shows it. */
export const privacyValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.string()),
]);
export type PrivacyValue = z.infer<typeof privacyValueSchema>;

/**
 * One kind of record held about the person (their enquiries, their bookings, ...): what it is,
 * why it is kept and for how long, and each record as named fields. A new kind of record is one
 * more section: the page and the readable file show any section alike.
 */
export const privacySectionSchema = z.object({
  kind: z.string(),
  title: z.string(),
  /** Why it is held and for how long. */
  about: z.string(),
  items: z.array(z.record(z.string(), privacyValueSchema)),
});
export type PrivacySection = z.infer<typeof privacySectionSchema>;

/** Everything held about one contact: the export. */
export const privacyRecordSchema = z.object({
  contact: z.string(),
  /** ISO-8601 UTC. */
  generated_at: z.string(),
  sections: z.array(privacySectionSchema),
});
export type PrivacyRecord = z.infer<typeof privacyRecordSchema>;

/** What the verified calls answer: a message, the record when there is one, the check. */
export const privacyAnswerSchema = z.object({
  msg: z.string(),
  record: privacyRecordSchema.nullable(),
  /** Sent back instead of a code on the next call, until check_expires_at; null once ended. */
  check: z.string().nullable(),
  check_expires_at: z.string().nullable(),
});
export type PrivacyAnswer = z.infer<typeof privacyAnswerSchema>;

/** A request made from the page, as administrators see it. */
export const privacyRequestSchema = z.object({
  id: z.string(),
  /** The contact the person proved. */
  contact: z.string(),
  message: z.string(),
  created_at: z.string(),
  /** created_at + PRIVACY.requestDueDays. */
  due_at: z.string(),
  /** Not answered and past due_at. */
  overdue: z.boolean(),
  answered_at: z.string().nullable(),
  answered_by: z.string().nullable(),
});
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;

export const PRIVACY_REQUEST_STATES = ['open', 'answered'] as const;
export type PrivacyRequestState = (typeof PRIVACY_REQUEST_STATES)[number];

export const privacyRequestMadeSchema = z.object({ msg: z.string(), due_at: z.string() });
