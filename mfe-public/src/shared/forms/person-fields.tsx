import { LIMITS } from 'shared-data';
import { Field } from 'shared-ui/forms';
import type { ContactField, Errors } from './validation';

type Values = Record<'fullname' | 'email' | 'phonenumber', string>;

export interface PersonFieldsProps {
  values: Values;
  errors: Errors<ContactField>;
  set: (name: keyof Values) => (event: { target: { value: string } }) => void;
  nameLabel?: string;
}

/** Who is writing: full name, email and phone. */
export function PersonFields({ values, errors, set, nameLabel = 'Full name' }: PersonFieldsProps) {
  return (
    <>
      <Field
        label={nameLabel}
        name="fullname"
        autoComplete="name"
        required
        maxLength={LIMITS.name}
        value={values.fullname}
        onChange={set('fullname')}
        error={errors.fullname}
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
        label="Phone number"
        name="phonenumber"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        value={values.phonenumber}
        onChange={set('phonenumber')}
        error={errors.phonenumber}
      />
    </>
  );
}
