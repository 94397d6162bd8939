// The field rules the calls of several domains share, and `def`, each written once.
import { z } from 'zod';
import { LIMITS, pageDepthProblem } from '../entities';
import { EMAIL_MAX, PHONE_PATTERN } from '../field-rules';
import { manyLines, oneLine } from '../text-fields';
import type { CallSchemas } from '../calls';
import { endpoints, type CallName } from '../endpoints';

/**
 * The zod side of each call in `endpoints`: the server validates with these objects and the
 * client takes its types from them, so the two cannot drift apart.
 */
export const def = <N extends CallName, S extends CallSchemas>(name: N, schemas: S) => ({
  ...endpoints[name],
  ...schemas,
});

// Missing fields say so; any other problem keeps its own message (a constructor's error
// would otherwise word every issue of the field, 'too long' included, as 'is required').
export const required = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : undefined),
};

// Field rules, each written once. Multipart fields arrive as strings, so numbers and flags
// also accept their text form ('3', 'true').
export const email = z
  .string({ error: 'is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'must be a valid email address' }).max(EMAIL_MAX));
// What a person types (docs/behaviour.md#validation): a field that is one line by nature (a
// name, a title, an id) takes one line of visible text; a text of several lines keeps its line
// breaks. Neither takes control characters or the bidi controls that reorder text.
export const line = (max: number) =>
  oneLine(z.string(required).trim().min(1, { error: 'is required' }).max(max));
export const optionalLine = (max: number) => oneLine(z.string().trim().max(max)).optional();
export const text = (max: number) =>
  manyLines(z.string(required).trim().min(1, { error: 'is required' }).max(max));
export const optionalText = (max: number) => manyLines(z.string().trim().max(max)).optional();
// Not shown anywhere and hashed: a password may hold any character.
export const password = z.string(required).min(LIMITS.passwordMin).max(LIMITS.passwordMax);
export const id = line(64);
export const numeric = z.union(
  [
    z.number().finite(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ],
  { error: 'must be a number' },
);
export const flag = z.union(
  [z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')],
  { error: 'must be true or false' },
);
export const phone = oneLine(z.string({ error: 'is required' }).trim()).regex(PHONE_PATTERN, {
  error: 'must be a phone number (digits, spaces, +, - and brackets)',
});
export const longText = optionalText(LIMITS.longText);

// A paged list's query (docs/behaviour.md#paged-list-calls): which page, how many rows, what to
// look for. All optional: page 1 of LIMITS.pageSize rows, everything.
export const wholeFrom1 = (max: number) =>
  numeric.pipe(z.number().int({ error: 'must be a whole number' }).min(1).max(max));
export const paging = {
  page: wholeFrom1(LIMITS.pageRowsMax).default(1),
  per_page: wholeFrom1(LIMITS.pageSizeMax).default(LIMITS.pageSize),
  q: optionalLine(LIMITS.search),
};
// A page's depth: page × per_page, the rule in pageDepthProblem (a field refused on its own
// already says so once).
export const within = (value: unknown, max: number): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= max;
export const pageDepth = (
  query: { page?: unknown; per_page?: unknown },
  context: z.RefinementCtx,
) => {
  const { page, per_page: perPage } = query;
  if (!within(page, LIMITS.pageRowsMax) || !within(perPage, LIMITS.pageSizeMax)) return;
  const problem = pageDepthProblem(page, perPage);
  if (problem) context.addIssue({ code: 'custom', path: ['page'], message: problem });
};

export const message = z.object({ msg: z.string() });
