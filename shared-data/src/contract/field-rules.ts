// Without zod, so the pages can check an email address or a phone number before sending it
// (shared-data's index re-exports these) and refuse what the server refuses:
// docs/behaviour.md#validation. field-rules.test.ts holds both sides to the same decisions.
import { isOneLine } from './text-rules';

/** The longest email address the API takes (RFC 5321's path limit). */
export const EMAIL_MAX = 254;

/**
 * An email address as the API's rule reads it (zod's `z.email()`, which the contract uses): a
 * local part of letters, digits and `_ ' + -` in dot-separated pieces, a domain of labels and
 * a top-level domain of at least two letters.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Whether the API takes `value` as an email address (trimmed and lower-cased first, as it does). */
export function isEmailAddress(value: string): boolean {
  const address = value.trim().toLowerCase();
  return address.length <= EMAIL_MAX && EMAIL_PATTERN.test(address);
}

/** A phone number anywhere: 7 to 20 characters of digits, spaces, '+' first, '-' and brackets. */
export const PHONE_PATTERN = /^\+?[\d\s()-]{7,20}$/;

/** Whether the API takes `value` as the enquiry's phone number (trimmed, one line). */
export function isPhoneNumber(value: string): boolean {
  const phone = value.trim();
  return isOneLine(phone) && PHONE_PATTERN.test(phone);
}

/**
 * A Kenyan phone number as '+2547XXXXXXXX' / '+2541XXXXXXXX', or null when it is not one.
 * Takes 07.. and 01.. (national), 2547.. / 2541.., +254.., 00254.., and 7.. / 1.. (nine digits),
 * with spaces, dashes, dots and brackets anywhere.
 */
export function normaliseKenyanPhone(input: string): string | null {
  // Numbers copied from a contacts app often carry invisible direction marks: dropped with the
  // spaces, since only the digits are kept.
  const compact = input
    .trim()
    .replace(/[\s().\-\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069]/g, '');
  const match = /^(?:\+254|00254|254|0)?([17]\d{8})$/.exec(compact);
  return match ? `+254${match[1]}` : null;
}
