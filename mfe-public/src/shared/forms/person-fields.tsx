import { LIMITS } from 'shared-data';
import { defineMessages, useIntl } from 'shared-ui';
import { Field } from 'shared-ui/forms';

/** The three details of a person, by the names the API gives them. */
export type PersonField = 'fullname' | 'email' | 'phonenumber';

export interface PersonFieldsProps {
  values: Readonly<Record<PersonField, string>>;
  errors: Partial<Record<PersonField, string>>;
  set: (name: PersonField) => (event: { target: { value: string } }) => void;
  /** Marked required (the contact form), or each left empty at will (Your data's corrections). */
  required?: boolean;
  /** The fields' labels, where a form words them its own way. */
  labels?: Partial<Record<PersonField, string>>;
}

const LABELS = defineMessages({
  fullname: { id: 'shared.personFields.fullname', defaultMessage: 'Full name' },
  email: { id: 'shared.personFields.email', defaultMessage: 'Email' },
  phonenumber: { id: 'shared.personFields.phonenumber', defaultMessage: 'Phone number' },
});

/** Who a form is about: full name, email and phone, each with its message. */
export function PersonFields({ values, errors, set, required = true, labels }: PersonFieldsProps) {
  const intl = useIntl();
  const label: Record<PersonField, string> = {
    fullname: intl.formatMessage(LABELS.fullname),
    email: intl.formatMessage(LABELS.email),
    phonenumber: intl.formatMessage(LABELS.phonenumber),
    ...labels,
  };
  return (
    <>
      <Field
        label={label.fullname}
        name="fullname"
        autoComplete="name"
        required={required}
        maxLength={LIMITS.name}
        value={values.fullname}
        onChange={set('fullname')}
        error={errors.fullname}
      />
      <Field
        label={label.email}
        name="email"
        type="email"
        autoComplete="email"
        required={required}
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <Field
        label={label.phonenumber}
        name="phonenumber"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required={required}
        value={values.phonenumber}
        onChange={set('phonenumber')}
        error={errors.phonenumber}
      />
    </>
  );
}
