import { useMemo } from 'react';
import { LIMITS, normaliseKenyanPhone } from 'shared-data';
import { defineMessages, useIntl, type IntlShape } from 'shared-ui';
import { rule } from 'shared-ui/forms';

/**
 * What the public forms say about a person's details, one wording per message
 * (docs/behaviour.md#validation). The rules below are the API's own (shared-ui's `rule`, over
 * shared-data's field rules), so a form refuses what the server would, in these words; the Kenyan
 * phone message gives the examples the API's refusal gives.
 */
const messages = defineMessages({
  nameMissing: { id: 'shared.field.nameMissing', defaultMessage: 'Please enter your full name.' },
  nameHidden: {
    id: 'shared.field.nameHidden',
    defaultMessage: 'Please type your name on one line, without hidden characters.',
  },
  nameTooLong: {
    id: 'shared.field.nameTooLong',
    defaultMessage: 'Please keep your name to {max} characters or fewer.',
  },
  emailMissing: {
    id: 'shared.field.emailMissing',
    defaultMessage: 'Please enter your email address.',
  },
  emailInvalid: {
    id: 'shared.field.emailInvalid',
    defaultMessage: 'Please enter a valid email address, like name@example.com.',
  },
  phoneMissing: {
    id: 'shared.field.phoneMissing',
    defaultMessage: 'Please enter your phone number.',
  },
  phoneInvalid: {
    id: 'shared.field.phoneInvalid',
    defaultMessage: 'Please enter a phone number of 7 to 20 digits, like +254 722 000 000.',
  },
  kenyanPhoneInvalid: {
    id: 'shared.field.kenyanPhoneInvalid',
    defaultMessage: 'Please enter a Kenyan phone number, like 0722 123 456 or +254 722 123 456.',
  },
});

export type FieldMessageName = keyof typeof messages;
export type FieldMessages = Readonly<Record<FieldMessageName, string>>;

// The values of the messages' placeholders: a limit as a string, written without grouping.
const VALUES: Partial<Record<FieldMessageName, Record<string, string>>> = {
  nameTooLong: { max: String(LIMITS.name) },
};

const NAMES = Object.keys(messages) as FieldMessageName[];

/** The field messages in the language of `intl` (the page's). */
export function fieldMessagesIn(intl: IntlShape): FieldMessages {
  return Object.fromEntries(
    NAMES.map((name) => [name, intl.formatMessage(messages[name], VALUES[name])]),
  ) as FieldMessages;
}

/**
 * The field messages in English, the code's own text: what a form said before it had messages
 * of other languages, for code that runs outside a page (no intl at hand).
 */
export const FIELD_MESSAGES: FieldMessages = Object.fromEntries(
  NAMES.map((name) => [
    name,
    Object.entries(VALUES[name] ?? {}).reduce(
      (text, [key, value]) => text.replace(`{${key}}`, value),
      messages[name].defaultMessage,
    ),
  ]),
) as FieldMessages;

/** A check of one trimmed value: its message, or undefined when the value is fine. */
export type FieldCheck = (value: string) => string | undefined;

/** The checks of a person's details, each for a required field, worded with `M`. */
export function fieldRules(M: FieldMessages) {
  return {
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
}

export type FieldRules = ReturnType<typeof fieldRules>;

/** The checks of a person's details in English (see FIELD_MESSAGES). */
export const FIELD_RULES: FieldRules = fieldRules(FIELD_MESSAGES);

/**
 * The field messages and checks in the page's language, for a form's component:
 * `const { messages, rules } = useFieldRules();`.
 */
export function useFieldRules(): { messages: FieldMessages; rules: FieldRules } {
  const intl = useIntl();
  return useMemo(() => {
    const texts = fieldMessagesIn(intl);
    return { messages: texts, rules: fieldRules(texts) };
  }, [intl]);
}

/** `check` for a field that may be left empty: an empty value is fine. */
export const optional =
  (check: FieldCheck): FieldCheck =>
  (value) =>
    value ? check(value) : undefined;
