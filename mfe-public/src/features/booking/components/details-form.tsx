import type { FormEvent } from 'react';
import styled from 'styled-components';
import { LIMITS } from 'shared-data';
import { COLLECTION_NOTES } from 'shared-data/contract/privacy-notice';
import { Button, defineMessages, useIntl, useSiteLocale } from 'shared-ui';
import { Field, rule, useFormErrors, type Rules } from 'shared-ui/forms';
import { PrivacyNote } from '../../../shared/components/privacy-note';
import { optional, useFieldRules } from '../../../shared/forms/field-rules';

export const EMPTY_DETAILS = {
  fullname: '',
  phonenumber: '',
  email: '',
  pet_name: '',
  note: '',
};
export type Details = typeof EMPTY_DETAILS;

const messages = defineMessages({
  form: { id: 'booking.details.form', defaultMessage: 'Your details' },
  fullname: { id: 'booking.details.fullname', defaultMessage: 'Your full name' },
  phone: { id: 'booking.details.phone', defaultMessage: 'Phone number' },
  phoneHint: {
    id: 'booking.details.phoneHint',
    defaultMessage:
      'A Kenyan number: 0722 123 456 or +254 722 123 456. The confirmation and the reminder come by text.',
  },
  email: { id: 'booking.details.email', defaultMessage: 'Email (optional)' },
  emailHint: {
    id: 'booking.details.emailHint',
    defaultMessage: 'For the confirmation by mail too, with a calendar file.',
  },
  petName: { id: 'booking.details.petName', defaultMessage: "Pet's name" },
  petNameMissing: {
    id: 'booking.details.petNameMissing',
    defaultMessage: "Please enter your pet's name.",
  },
  // A pasted name may carry characters nobody sees: the server refuses them, so the form says so.
  petNameHidden: {
    id: 'booking.details.petNameHidden',
    defaultMessage: 'Please type it on one line, without hidden characters.',
  },
  note: { id: 'booking.details.note', defaultMessage: 'Note (optional)' },
  noteHint: {
    id: 'booking.details.noteHint',
    defaultMessage: 'Symptoms, age, or anything we should prepare for.',
  },
  // COLLECTION_NOTES' words (shared-data), which English shows as they are.
  reminders: {
    id: 'booking.details.reminders',
    defaultMessage: "Send me reminders when my pet's vaccinations are due",
  },
  remindersHint: {
    id: 'booking.details.remindersHint',
    defaultMessage:
      'Optional. By text, and by email if you give one. You can stop them at any time from the link in your confirmation.',
  },
  privacy: {
    id: 'booking.details.privacy',
    defaultMessage:
      'We use your details to book your appointment, confirm it and remind you of it by text and email, and keep the record of the visit.',
  },
  continue: { id: 'booking.details.continue', defaultMessage: 'Continue' },
});

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
  const intl = useIntl();
  const { rules: FIELD_RULES } = useFieldRules();
  const english = useSiteLocale() === 'en';
  const notes = english
    ? COLLECTION_NOTES
    : {
        vaccinationReminders: intl.formatMessage(messages.reminders),
        vaccinationRemindersHint: intl.formatMessage(messages.remindersHint),
        booking: intl.formatMessage(messages.privacy),
      };
  const rules: Rules<keyof Details> = {
    fullname: FIELD_RULES.fullname,
    phonenumber: FIELD_RULES.kenyanPhone,
    // Optional: the confirmation comes by text to the phone number in any case.
    email: optional(FIELD_RULES.email),
    pet_name: rule.oneLine(
      intl.formatMessage(messages.petNameMissing),
      intl.formatMessage(messages.petNameHidden),
    ),
    note: () => undefined,
  };
  const { errors, check, clear } = useFormErrors(rules);
  const set = (name: keyof Details) => (event: { target: { value: string } }) => {
    clear(name);
    onChange({ ...values, [name]: event.target.value });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (check(event.currentTarget)) onDone();
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-label={intl.formatMessage(messages.form)}>
      <Field
        label={intl.formatMessage(messages.fullname)}
        name="fullname"
        autoComplete="name"
        required
        maxLength={LIMITS.name}
        value={values.fullname}
        onChange={set('fullname')}
        error={errors.fullname}
      />
      <Field
        label={intl.formatMessage(messages.phone)}
        name="phonenumber"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        value={values.phonenumber}
        onChange={set('phonenumber')}
        error={errors.phonenumber}
        hint={intl.formatMessage(messages.phoneHint)}
      />
      <Field
        label={intl.formatMessage(messages.email)}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
        hint={intl.formatMessage(messages.emailHint)}
      />
      <Field
        label={intl.formatMessage(messages.petName)}
        name="pet_name"
        required
        maxLength={LIMITS.name}
        value={values.pet_name}
        onChange={set('pet_name')}
        error={errors.pet_name}
      />
      <Field
        as="textarea"
        label={intl.formatMessage(messages.note)}
        name="note"
        rows={3}
        maxLength={LIMITS.bookingNote}
        value={values.note}
        onChange={set('note')}
        hint={intl.formatMessage(messages.noteHint)}
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
        <label htmlFor="remind_vaccinations">{notes.vaccinationReminders}</label>
        <small id="remind_vaccinations-hint">{notes.vaccinationRemindersHint}</small>
      </Consent>
      <PrivacyNote text={notes.booking} />
      <Button type="submit">{intl.formatMessage(messages.continue)}</Button>
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
