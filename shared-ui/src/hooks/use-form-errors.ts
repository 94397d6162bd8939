import { useState } from 'react';
import { isOneLine } from 'shared-data';
import { focusControl } from '../components/field/focus-control';

/** A check per field, in the order the fields appear: the message, or undefined when valid. */
export type Rules<K extends string> = Record<K, (value: string) => string | undefined>;

/**
 * Checks a form's fields on submit (docs/behaviour.md#validation). Invalid fields get their message
 * (which the Field announces and links with aria-describedby) and the first of them takes the
 * focus. Answers the values when every field is valid, null otherwise.
 */
export function useFormErrors<K extends string>(rules: Rules<K>) {
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
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

  /** Drops a field's message once the person changes it. */
  function clear(name: K) {
    setErrors((current) => {
      if (!current[name]) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }

  return { errors, check, clear };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The field rules the four screens share. */
export const rule = {
  required: (message: string) => (value: string) => (value ? undefined : message),
  email: (missing: string, invalid: string) => (value: string) =>
    !value ? missing : EMAIL.test(value) ? undefined : invalid,
  /**
   * A required field that is one line by nature (a name): the contract's rule, so a pasted value
   * with hidden characters is caught before the server refuses it.
   */
  oneLine: (missing: string, invalid: string) => (value: string) =>
    !value ? missing : isOneLine(value) ? undefined : invalid,
};
