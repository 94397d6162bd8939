import { LIMITS, normaliseKenyanPhone } from 'shared-data';
import { rule } from 'shared-ui/forms';

/**
 * What the public forms say about a person's details, one wording per message
 * (docs/behaviour.md#validation). The rules below are the API's own (shared-ui's `rule`, over
 * shared-data's field rules), so a form refuses what the server would, in these words; the Kenyan
 * phone message gives the examples the API's refusal gives.
 */
export const FIELD_MESSAGES = {
  nameMissing: 'Please enter your full name.',
  nameHidden: 'Please type your name on one line, without hidden characters.',
  nameTooLong: `Please keep your name to ${LIMITS.name} characters or fewer.`,
  emailMissing: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  phoneMissing: 'Please enter your phone number.',
  phoneInvalid: 'Please enter a phone number of 7 to 20 digits, like +254 722 000 000.',
  kenyanPhoneInvalid: 'Please enter a Kenyan phone number, like 0722 123 456 or +254 722 123 456.',
} as const;

/** A check of one trimmed value: its message, or undefined when the value is fine. */
export type FieldCheck = (value: string) => string | undefined;

const M = FIELD_MESSAGES;

/** The checks of a person's details, each for a required field. */
export const FIELD_RULES = {
  /** A full name: one line, at most LIMITS.name characters. */
  fullname: rule.atMost(LIMITS.name, M.nameTooLong, rule.oneLine(M.nameMissing, M.nameHidden)),
  /** An email address as the API takes it. */
  email: rule.email(M.emailMissing, M.emailInvalid),
  /** A phone number anywhere (the contact form's): 7 to 20 digits, spaces, '+', '-', brackets. */
  phone: rule.phone(M.phoneMissing, M.phoneInvalid),
  /** A Kenyan phone number in any usual writing (booking, Your data). */
  kenyanPhone: (value: string) =>
    !value
      ? M.phoneMissing
      : normaliseKenyanPhone(value) !== null
        ? undefined
        : M.kenyanPhoneInvalid,
} satisfies Record<string, FieldCheck>;

/** `check` for a field that may be left empty: an empty value is fine. */
export const optional =
  (check: FieldCheck): FieldCheck =>
  (value) =>
    value ? check(value) : undefined;
