import { LIMITS_FOR_FORMS } from './limits';

export type Errors<K extends string> = Partial<Record<K, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// The server's own rule for phone numbers (shared-data's contract), so both agree.
const PHONE = /^\+?[\d\s()-]{7,20}$/;

export interface PersonFields {
  fullname: string;
  email: string;
  phonenumber: string;
}

/** The checks on who is writing: the contact form's. */
export function checkPerson(values: PersonFields): Errors<keyof PersonFields> {
  const errors: Errors<keyof PersonFields> = {};
  const name = values.fullname.trim();
  if (!name) errors.fullname = 'Please enter your full name.';
  else if (name.length > LIMITS_FOR_FORMS.name)
    errors.fullname = `Please keep your name under ${LIMITS_FOR_FORMS.name} characters.`;
  const email = values.email.trim();
  if (!email) errors.email = 'Please enter your email address.';
  else if (!EMAIL.test(email))
    errors.email = 'Please enter a valid email address, like name@example.com.';
  const phone = values.phonenumber.trim();
  if (!phone) errors.phonenumber = 'Please enter your phone number.';
  else if (!PHONE.test(phone))
    errors.phonenumber = 'Please enter a phone number of 7 to 20 digits, like +254 722 000 000.';
  return errors;
}
