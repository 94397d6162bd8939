// The activity log (docs/behaviour.md#activity-log): what administrators read at
// /dashboard/activity through GET audit. The log is written by the server alone: no call edits it.
import { z } from 'zod';

/** Who made a change: a staff account, a deploy token, or the server itself (a job). */
export const AUDIT_ACTOR_KINDS = ['staff', 'deploy-token', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/**
 * The areas of the site a change belongs to: an entry's kind is `<area>.<action>`
 * (`carousel.delete`), and the log is filtered by an area or by one exact kind.
 */
export const AUDIT_AREAS = {
  account: 'Own accounts',
  staff: 'Staff accounts and roles',
  blog: 'Blog',
  carousel: 'Carousel',
  counter: 'Counters',
  promise: 'Promises',
  enquiry: 'Enquiry answers',
  appointment: 'Appointments',
  consent: 'Consents',
  schedule: 'Appointment settings',
  release: 'Releases',
  'deploy-token': 'Deploy tokens',
  audit: 'Activity log',
  privacy: "People's data: exports, corrections, erasures, look-ups, retention",
} as const satisfies Record<string, string>;
export type AuditArea = keyof typeof AUDIT_AREAS;

/** An area (`carousel`) or one kind (`carousel.delete`): lower-case words and hyphens. */
export const AUDIT_KIND_PATTERN = /^[a-z][a-z-]{0,30}(\.[a-z][a-z-]{0,30})?$/;

/** How much of a before/after the log keeps: text longer than this is cut (with an ellipsis). */
export const AUDIT_VALUE_MAX = 200;
/** Fields kept of one before/after. */
export const AUDIT_FIELDS_MAX = 20;

/** A before/after: the fields that changed, each a short value. */
export const auditValuesSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);
export type AuditValues = z.infer<typeof auditValuesSchema>;

export const auditActorSchema = z.object({
  kind: z.enum(AUDIT_ACTOR_KINDS),
  /** The account's or token's id; null for the server itself. */
  id: z.string().nullable(),
  /** The name it had when the change was made. */
  name: z.string(),
});
export type AuditActor = z.infer<typeof auditActorSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  /** ISO-8601 UTC. */
  at: z.string(),
  actor: auditActorSchema,
  kind: z.string(),
  subject: z.object({ type: z.string(), id: z.string().nullable() }),
  summary: z.string(),
  before: auditValuesSchema.nullable(),
  after: auditValuesSchema.nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** What is wrong with a day (YYYY-MM-DD, a real date), or null. */
export function auditDayProblem(day: string): string | null {
  const match = DAY.exec(day);
  if (!match) return 'must be a date YYYY-MM-DD';
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const real = new Date(Date.UTC(year, month - 1, date));
  if (
    year < 2000 ||
    real.getUTCFullYear() !== year ||
    real.getUTCMonth() !== month - 1 ||
    real.getUTCDate() !== date
  ) {
    return 'must be a real date';
  }
  return null;
}
