import { LIMITS, type User } from 'shared-data';
import { Field, rule, type InputFieldProps, type Rules } from 'shared-ui/forms';
import { shownText } from './portrait';

/** What a person's own fields start from: a signed-in account or a listed staff member. */
export type Person = Pick<User, 'fullname' | 'background' | 'description'>;

/**
 * The rules of PersonFields for useFormErrors: the full name is required (with the screen's own
 * words), the background and description are sent as typed.
 */
export const personRules = (
  nameMissing: string,
): Rules<'fullname' | 'background' | 'description'> => ({
  fullname: rule.required(nameMissing),
  background: () => undefined,
  description: () => undefined,
});

export type FullNameFieldProps = Omit<InputFieldProps, 'label' | 'name' | 'required' | 'maxLength'>;

/** 'Full Name' (docs/behaviour.md#validation): required, at most LIMITS.name characters. */
export function FullNameField(props: FullNameFieldProps) {
  return <Field label="Full Name" name="fullname" required maxLength={LIMITS.name} {...props} />;
}

/** The person's two long texts, each with its label. */
const TEXTS = [
  ['Background', 'background'],
  ['Description', 'description'],
] as const;

export interface PersonFieldsProps {
  /** The person as now: each field starts from it ('undefined' texts shown blank). */
  person: Person;
  /** Full Name's message from useFormErrors. */
  nameError?: string;
  /** Full Name was changed: drop its message. */
  onNameChange?: () => void;
  /** Full Name's autocomplete ('name' for one's own account). */
  nameAutoComplete?: string;
  /** The height of Background and Description. */
  rows?: number;
}

/**
 * A person's Full Name, Background and Description: the fields My Account and an
 * administrator's staff modal share, each text with its live count of LIMITS.longText.
 */
export function PersonFields({
  person,
  nameError,
  onNameChange,
  nameAutoComplete,
  rows = 4,
}: PersonFieldsProps) {
  return (
    <>
      <FullNameField
        autoComplete={nameAutoComplete}
        defaultValue={person.fullname}
        error={nameError}
        onChange={onNameChange}
      />
      {TEXTS.map(([label, name]) => (
        <Field
          key={name}
          as="textarea"
          label={label}
          name={name}
          rows={rows}
          maxLength={LIMITS.longText}
          defaultValue={shownText(person[name])}
        />
      ))}
    </>
  );
}
