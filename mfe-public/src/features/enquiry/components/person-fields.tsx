import { Field } from 'shared-ui/forms';
import { LIMITS_FOR_FORMS } from './limits';
import type { Errors, PersonFields as Values } from './validation';

export interface PersonFieldsProps {
  values: Values;
  errors: Errors<keyof Values>;
  set: (name: keyof Values) => (event: { target: { value: string } }) => void;
  nameLabel?: string;
}

/** Who is writing: full name, email and phone, the same on both enquiry forms. */
export function PersonFields({ values, errors, set, nameLabel = 'Full name' }: PersonFieldsProps) {
  return (
    <>
      <Field
        label={nameLabel}
        name="fullname"
        autoComplete="name"
        required
        maxLength={LIMITS_FOR_FORMS.name}
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
        required
        value={values.phonenumber}
        onChange={set('phonenumber')}
        error={errors.phonenumber}
      />
    </>
  );
}
