// The zod side of text-rules.ts: every field a person types goes through one of these two, so
// the client and the server refuse the same values (docs/behaviour.md#validation).
import type { z } from 'zod';
import { TEXT_RULES, hasControl, hasReordering, isOneLine } from './text-rules';

/**
 * A field that is one line by nature (names, pet name, species, titles, type and holiday names,
 * labels, ids, search text): no line breaks, controls, bidi controls or invisible characters.
 * Later checks of the field (a pattern) are not run on a value it refuses, so the answer names
 * one rule.
 */
export const oneLine = <T extends z.ZodString>(schema: T): T =>
  schema.refine(isOneLine, { error: TEXT_RULES.oneLine, abort: true });

/**
 * A text of several lines (notes, messages, blog paragraphs, backgrounds): line breaks and tabs
 * kept, other controls and the bidi controls that reorder text refused.
 */
export const manyLines = <T extends z.ZodString>(schema: T): T =>
  schema
    .refine((value) => !hasControl(value), { error: TEXT_RULES.control })
    .refine((value) => !hasReordering(value), { error: TEXT_RULES.reordering });
