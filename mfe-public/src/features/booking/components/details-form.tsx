import type { FormEvent } from 'react';
import { LIMITS } from 'shared-data';
import { normaliseKenyanPhone } from 'shared-data/contract/booking';
import { Button } from 'shared-ui';
import { Field, rule, useFormErrors, type Rules } from 'shared-ui/forms';

export const SPECIES = ['Dog', 'Cat', 'Rabbit', 'Bird', 'Cattle', 'Goat or sheep', 'Other'];

export const EMPTY_DETAILS = {
  fullname: '',
  phonenumber: '',
  email: '',
  pet_name: '',
  species: '',
  note: '',
};
export type Details = typeof EMPTY_DETAILS;

// A pasted name may carry characters nobody sees: the server refuses them, so the form says so.
const HIDDEN = 'Please type it on one line, without hidden characters.';

const RULES: Rules<keyof Details> = {
  fullname: rule.oneLine('Please enter your full name.', HIDDEN),
  phonenumber: (value) =>
    !value
      ? 'Please enter your phone number.'
      : normaliseKenyanPhone(value)
        ? undefined
        : 'Please enter a Kenyan phone number, like 0722 123 456 or +254 722 123 456.',
  email: rule.email(
    'Please enter your email address: the confirmation goes there.',
    'Please enter a valid email address, like name@example.com.',
  ),
  pet_name: rule.oneLine("Please enter your pet's name.", HIDDEN),
  species: rule.required('Please choose the species.'),
  note: () => undefined,
};

export interface DetailsFormProps {
  values: Details;
  onChange: (values: Details) => void;
  onDone: () => void;
}

/** Who is coming: the owner and the pet. Kept as typed when the visitor goes back or forth. */
export function DetailsForm({ values, onChange, onDone }: DetailsFormProps) {
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
        hint="A Kenyan number: 0722 123 456 or +254 722 123 456. The reminder comes by text."
      />
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={set('email')}
        error={errors.email}
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
        as="select"
        label="Species"
        name="species"
        required
        value={values.species}
        onChange={set('species')}
        error={errors.species}
      >
        <option value="">Choose…</option>
        {SPECIES.map((species) => (
          <option key={species}>{species}</option>
        ))}
      </Field>
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
      <Button type="submit">Continue</Button>
    </form>
  );
}
