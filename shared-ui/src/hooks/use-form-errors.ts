import { useState } from 'react';
import { hasControl, hasReordering, isEmailAddress, isOneLine, isPhoneNumber } from 'shared-data';
import { focusControl } from '../components/field/focus-control';

/** A check per field, in the order the fields appear: the message, or undefined when valid. */
export type Rules<K extends string> = Record<K, (value: string) => string | undefined>;

/**
 * Checks a form's fields on submit (docs/behaviour.md#validation). Invalid fields get their message
 * (which the Field announces and links with aria-describedby) and the first of them takes the
 * focus. Answers the values when every field is valid, null otherwise.
 */
export function useFormErrors<K extends string>(rules: Rules<K>) {
  const { errors, check, clear } = useFormMessages(rules);
  return { errors, check, clear };
}

/**
 * useFormErrors, and messages that come from elsewhere: `initial` ones shown from the start (a
 * form the server refused and rendered again), `show` for the fields a server refused after a
 * send, `reset` when the form starts again.
 */
export function useFormMessages<K extends string>(
  rules: Rules<K>,
  initial: Partial<Record<K, string>> = {},
) {
  const [errors, setErrors] = useState<Partial<Record<K, string>>>(initial);
  const names = Object.keys(rules) as K[];

  function check(form: HTMLFormElement): Record<K, string> | null {
    const values = {} as Record<K, string>;
    const found: Partial<Record<K, string>> = {};
    for (const name of names) {
      const control = form.elements.namedItem(name) as HTMLInputElement | null;
      const value = control?.value ?? '';
      // Spaces may be part of a password; anywhere else they are slips of the thumb.
      values[name] = control?.type === 'password' ? value : value.trim();
      const error = rules[name](values[name]);
      if (error) found[name] = error;
    }
    setErrors(found);
    const first = names.find((name) => found[name]);
    if (first === undefined) return values;
    focusControl(form, first);
    return null;
  }

  /**
   * Shows messages found elsewhere (the fields a server refused), beside those already shown;
   * with `focusIn`, the first field with a message takes the focus.
   */
  function show(found: Partial<Record<K, string>>, focusIn?: HTMLFormElement | null) {
    setErrors((current) => ({ ...current, ...found }));
    const first = names.find((name) => found[name]);
    if (focusIn && first !== undefined) focusControl(focusIn, first);
  }

  /** Drops a field's message once the person changes it. */
  function clear(name: K) {
    setErrors((current) => {
      if (!current[name]) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }

  /** Drops every message (the form starts again). */
  function reset() {
    setErrors({});
  }

  return { errors, check, show, clear, reset };
}

type Check = (value: string) => string | undefined;

/**
 * The field rules the forms share: each is the server's rule for such a field (shared-data's
 * text and field rules), so a form refuses what the API would, in its own words.
 */
export const rule = {
  required: (message: string) => (value: string) => (value ? undefined : message),
  /** An email address as the API takes it (trimmed, lower-cased, at most 254 characters). */
  email: (missing: string, invalid: string) => (value: string) =>
    !value ? missing : isEmailAddress(value) ? undefined : invalid,
  /**
   * A required field that is one line by nature (a name): the contract's rule, so a pasted value
   * with hidden characters is caught before the server refuses it.
   */
  oneLine: (missing: string, invalid: string) => (value: string) =>
    !value ? missing : isOneLine(value) ? undefined : invalid,
  /** A required text of several lines: line breaks and tabs kept, no controls or bidi overrides. */
  lines: (missing: string, invalid: string) => (value: string) =>
    !value ? missing : hasControl(value) || hasReordering(value) ? invalid : undefined,
  /** A required phone number anywhere: 7 to 20 digits, spaces, '+', '-' and brackets. */
  phone: (missing: string, invalid: string) => (value: string) =>
    !value ? missing : isPhoneNumber(value) ? undefined : invalid,
  /** `check`, then at most `max` characters (as the API counts them: UTF-16 code units). */
  atMost:
    (max: number, message: string, check: Check): Check =>
    (value: string) =>
      check(value) ?? (value.length > max ? message : undefined),
};
