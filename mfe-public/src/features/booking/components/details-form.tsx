import type { FormEvent } from 'react';
import styled from 'styled-components';
import { LIMITS } from 'shared-data';
import { COLLECTION_NOTES } from 'shared-data/contract/privacy-notice';
import { Button } from 'shared-ui';
import { Field, rule, useFormErrors, type Rules } from 'shared-ui/forms';
import { PrivacyNote } from '../../../shared/components/privacy-note';
import { FIELD_RULES, optional } from '../../../shared/forms/field-rules';

export const EMPTY_DETAILS = {
  fullname: '',
  phonenumber: '',
  email: '',
  pet_name: '',
  note: '',
};
export type Details = typeof EMPTY_DETAILS;

// A pasted name may carry characters nobody sees: the server refuses them, so the form says so.
const HIDDEN = 'Please type it on one line, without hidden characters.';

const RULES: Rules<keyof Details> = {
  fullname: FIELD_RULES.fullname,
  phonenumber: FIELD_RULES.kenyanPhone,
  // Optional: the confirmation comes by text to the phone number in any case.
  email: optional(FIELD_RULES.email),
  pet_name: rule.oneLine("Please enter your pet's name.", HIDDEN),
  note: () => undefined,
};

export interface DetailsFormProps {
  values: Details;
  onChange: (values: Details) => void;
  /** The optional consent to vaccination reminders: false until the visitor ticks it. */
  remind: boolean;
  onRemindChange: (remind: boolean) => void;
  onDone: () => void;
}

/**
 * Who is coming: the owner and the pet, what the details are for, and, asked apart and unticked,
 * the optional vaccination reminders (docs/behaviour.md#consents). Kept as typed when the visitor
 * goes back or forth.
 */
export function DetailsForm({
  values,
  onChange,
  remind,
  onRemindChange,
  onDone,
}: DetailsFormProps) {
  const { errors, check, clear } = useFormErrors(RULES);
  const set = (name: keyof Details) => (event: { target: { value: string } }) => {
    clear(name);
    onChange({ ...values, [name]: event.target.value });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (check(event.currentTarget)) onDone();
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Your details">
      <Field
        label="Your full name"
        name="fullname"
        autoComplete="name"
        required
        maxLength={LIMITS.name}
        value={values.fullname}
        onChange={set('fullname')}
        error={errors.fullname}
      />
      <Field
        label="Phone number"
        name="phonenumber"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        value={values.phonenumber}
        onChange={set('phonenumber')}
        error={errors.phonenumber}
        hint="A Kenyan number: 0722 123 456 or +254 722 123 456. The confirmation and the reminder come by text."
      />
      <Field
        label="Email (optional)"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
        hint="For the confirmation by mail too, with a calendar file."
      />
      <Field
        label="Pet's name"
        name="pet_name"
        required
        maxLength={LIMITS.name}
        value={values.pet_name}
        onChange={set('pet_name')}
        error={errors.pet_name}
      />
      <Field
        as="textarea"
        label="Note (optional)"
        name="note"
        rows={3}
        maxLength={LIMITS.bookingNote}
        value={values.note}
        onChange={set('note')}
        hint="Symptoms, age, or anything we should prepare for."
      />
      <Consent>
        <input
          type="checkbox"
          id="remind_vaccinations"
          name="remind_vaccinations"
          checked={remind}
          onChange={(event) => onRemindChange(event.target.checked)}
          aria-describedby="remind_vaccinations-hint"
        />
        <label htmlFor="remind_vaccinations">{COLLECTION_NOTES.vaccinationReminders}</label>
        <small id="remind_vaccinations-hint">{COLLECTION_NOTES.vaccinationRemindersHint}</small>
      </Consent>
      <PrivacyNote text={COLLECTION_NOTES.booking} />
      <Button type="submit">Continue</Button>
    </form>
  );
}

// A box a finger can hit on a phone, its label beside it and the hint under the label.
const Consent = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.space[2]};
  align-items: start;
  margin: ${({ theme }) => `${theme.space[3]} 0`};
  input {
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
  }
  label {
    font-weight: 600;
  }
  small {
    grid-column: 2;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
