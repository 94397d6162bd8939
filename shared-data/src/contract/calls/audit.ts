// The schemas of the activity log's calls (docs/behaviour.md#activity-log).
import { z } from 'zod';
import { AUDIT_KIND_PATTERN, auditActorSchema, auditDayProblem, auditEntrySchema } from '../audit';
import { pageOf } from '../entities';
import { def, id, pageDepth, paging } from './fields';

export const auditCalls = {
  audit: def('audit', {
    query: z
      .object({
        page: paging.page,
        per_page: paging.per_page,
        // A staff account's or a deploy token's id.
        actor: id.optional(),
        // An area (carousel) or one kind (carousel.delete).
        kind: z
          .string()
          .trim()
          .regex(AUDIT_KIND_PATTERN, { error: 'must be an area or a kind of change' })
          .optional(),
        // A day of the clinic's calendar (Africa/Nairobi).
        day: z
          .string()
          .trim()
          .superRefine((day, context) => {
            const problem = auditDayProblem(day);
            if (problem) context.addIssue({ code: 'custom', message: problem });
          })
          .optional(),
      })
      .superRefine(pageDepth),
    response: pageOf(auditEntrySchema),
  }),
  auditActors: def('auditActors', { response: z.array(auditActorSchema) }),
};
