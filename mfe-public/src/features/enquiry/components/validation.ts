import { LIMITS } from 'shared-data';
import { rule, type Rules } from 'shared-ui/forms';
import { FIELD_MESSAGES, FIELD_RULES } from '../../../shared/forms/field-rules';
import { CONTACT_FIELDS } from '../store/enquiry.slice';

export { CONTACT_FIELDS };

export type Errors<K extends string> = Partial<Record<K, string>>;

export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/**
 * The contact form's checks, field by field: the API's own rules for an enquiry (the public
 * forms' field rules, and shared-ui's for the message), each worded for the person typing
 * (docs/behaviour.md#validation).
 */
export const CONTACT_RULES: Rules<ContactField> = {
  fullname: FIELD_RULES.fullname,
  email: FIELD_RULES.email,
  phonenumber: FIELD_RULES.phone,
  message: rule.atMost(
    LIMITS.longText,
    `Please keep your message to ${LIMITS.longText} characters or fewer.`,
    rule.lines(
      'Please write your message.',
      'Please take out the hidden characters pasted with your message.',
    ),
  ),
};

/**
 * What a field the server refused says when the checks above find nothing wrong with it (a
 * server of another version, say): what the field needs, in the form's words, never the API's.
 */
export const REFUSED: Readonly<Record<ContactField, string>> = {
  fullname: 'Please enter your full name, on one line.',
  email: FIELD_MESSAGES.emailInvalid,
  phonenumber: FIELD_MESSAGES.phoneInvalid,
  message: `Please write your message, in at most ${LIMITS.longText} characters.`,
};

/**
 * The form's messages for these values (trimmed, as they are sent), and for each field the
 * server refused (`refused`) that the checks pass, what it needs.
 */
export function checkContact(
  values: ContactValues,
  refused: readonly string[] = [],
): Errors<ContactField> {
  const errors: Errors<ContactField> = {};
  for (const name of CONTACT_FIELDS) {
    const error = CONTACT_RULES[name](values[name].trim());
    if (error) errors[name] = error;
    else if (refused.includes(name)) errors[name] = REFUSED[name];
  }
  return errors;
}
