import { LIMITS } from 'shared-data';
import { defineMessages, type IntlShape } from 'shared-ui';
import { rule, type Rules } from 'shared-ui/forms';
import { fieldMessagesIn, fieldRules } from '../../../shared/forms/field-rules';
import { CONTACT_FIELDS } from '../store/enquiry.slice';

export { CONTACT_FIELDS };

export type Errors<K extends string> = Partial<Record<K, string>>;

export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

const messages = defineMessages({
  messageTooLong: {
    id: 'enquiry.messageTooLong',
    defaultMessage: 'Please keep your message to {max} characters or fewer.',
  },
  messageMissing: { id: 'enquiry.messageMissing', defaultMessage: 'Please write your message.' },
  messageHidden: {
    id: 'enquiry.messageHidden',
    defaultMessage: 'Please take out the hidden characters pasted with your message.',
  },
  nameRefused: {
    id: 'enquiry.nameRefused',
    defaultMessage: 'Please enter your full name, on one line.',
  },
  messageRefused: {
    id: 'enquiry.messageRefused',
    defaultMessage: 'Please write your message, in at most {max} characters.',
  },
});

// The limit as the English wrote it, with no grouping ('5000', not '5,000').
const MAX = String(LIMITS.longText);

/**
 * The contact form's checks, field by field: the API's own rules for an enquiry (the public
 * forms' field rules, and shared-ui's for the message), each worded for the person typing
 * (docs/behaviour.md#validation), in the page's language.
 */
export function contactRules(intl: IntlShape): Rules<ContactField> {
  const FIELD_RULES = fieldRules(fieldMessagesIn(intl));
  return {
    fullname: FIELD_RULES.fullname,
    email: FIELD_RULES.email,
    phonenumber: FIELD_RULES.phone,
    message: rule.atMost(
      LIMITS.longText,
      intl.formatMessage(messages.messageTooLong, { max: MAX }),
      rule.lines(
        intl.formatMessage(messages.messageMissing),
        intl.formatMessage(messages.messageHidden),
      ),
    ),
  };
}

/**
 * What a field the server refused says when the checks above find nothing wrong with it (a
 * server of another version, say): what the field needs, in the form's words, never the API's.
 */
export function refusedMessages(intl: IntlShape): Readonly<Record<ContactField, string>> {
  const FIELD_MESSAGES = fieldMessagesIn(intl);
  return {
    fullname: intl.formatMessage(messages.nameRefused),
    email: FIELD_MESSAGES.emailInvalid,
    phonenumber: FIELD_MESSAGES.phoneInvalid,
    message: intl.formatMessage(messages.messageRefused, { max: MAX }),
  };
}

/**
 * The form's messages for these values (trimmed, as they are sent), and for each field the
 * server refused (`refused`) that the checks pass, what it needs.
 */
export function checkContact(
  values: ContactValues,
  refused: readonly string[],
  intl: IntlShape,
): Errors<ContactField> {
  const rules = contactRules(intl);
  const needs = refusedMessages(intl);
  const errors: Errors<ContactField> = {};
  for (const name of CONTACT_FIELDS) {
    const error = rules[name](values[name].trim());
    if (error) errors[name] = error;
    else if (refused.includes(name)) errors[name] = needs[name];
  }
  return errors;
}
