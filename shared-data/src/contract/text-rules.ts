// Without zod, so the pages can check a field before sending it (shared-data's index re-exports
// these) and the server refuses the same: docs/behaviour.md#validation.

/* eslint-disable no-control-regex -- finding control characters is the point */

/**
 * Never in a one-line field (a name, a pet's name, a species, a title, a label, an id): line and
 * paragraph breaks (CR, LF, NEL, U+2028, U+2029), every other C0 and C1 control (tab included),
 * the bidi controls (embeddings and overrides U+202A-U+202E, isolates U+2066-U+2069, the marks
 * U+200E, U+200F and U+061C), and the zero-width and invisible characters (U+200B-U+200D,
 * U+2060-U+2064, U+206A-U+206F, U+FEFF, soft hyphen, U+180E, U+FFF9-U+FFFB). Such a field is
 * shown inside the clinic's own lines (a mail, a calendar entry, a dashboard card): a line break
 * would let it pass for a line of the clinic's, a bidi control would make it read otherwise than
 * it is stored, and an invisible character would hide what it says.
 */
const NOT_IN_ONE_LINE =
  /[\u0000-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u2028\u2029\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]/;

/**
 * Never in a text of several lines (a note, a message, a blog paragraph): the C0 and C1 controls
 * but tab, LF and CR. NUL above all, which PostgreSQL cannot store.
 */
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * Nor the bidi controls that reorder what follows them: embeddings, overrides and isolates
 * (U+202A-U+202E, U+2066-U+2069). People who write right to left do not type them (their
 * keyboards give the marks U+200E, U+200F and U+061C, which stay allowed), and they can make a
 * line read as something else than it holds. Zero-width joiners stay too: emoji and several
 * scripts need them.
 */
const REORDERING = /[\u202A-\u202E\u2066-\u2069]/;

/** The rules' words, after the field's name ('fullname must be one line, ...'). */
export const TEXT_RULES = {
  oneLine: 'must be one line, without line breaks or hidden characters',
  control: 'must not contain control characters',
  reordering: 'must not contain hidden characters that change the direction of text',
} as const;

/** Whether a one-line field may hold the value (docs/behaviour.md#validation). */
export const isOneLine = (value: string): boolean => !NOT_IN_ONE_LINE.test(value);

/** Whether a text of several lines holds control characters (tab and line breaks allowed). */
export const hasControl = (value: string): boolean => CONTROL_IN_TEXT.test(value);

/** Whether a text holds a bidi control that reorders what follows it. */
export const hasReordering = (value: string): boolean => REORDERING.test(value);

/** Every way a text may break its line: split on it to quote a text line by line. */
export const LINE_BREAKS = /\r\n|[\n\r\u000B\u000C\u0085\u2028\u2029]/;
