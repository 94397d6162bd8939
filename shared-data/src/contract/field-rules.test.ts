import { calls } from './calls';
import { isEmailAddress, isPhoneNumber } from './field-rules';
import { fieldsNamedIn } from './posted-form';

const request = calls.createEnquiry.request;
const takes = (field: 'email' | 'phonenumber', value: string) =>
  request.shape[field].safeParse(value).success;

describe('the browser rules for emails and phone numbers', () => {
  it.each([
    'achieng@example.co.ke',
    ' Achieng.Odhiambo+vet@Example.com ',
    "o'neil@example.com",
    'a@b.cd',
    'achieng@example.c0',
    'achieng@example',
    'achieng@@example.com',
    '.achieng@example.com',
    'achi..eng@example.com',
    'achieng.@example.com',
    'achieng@-example.com',
    'ach ieng@example.com',
    'achieng@exa_mple.com',
    '',
    'x@example.com\n',
    `${'a'.repeat(64)}@${'b'.repeat(185)}.com`,
    `${'a'.repeat(64)}@${'b'.repeat(186)}.com`,
  ])('decide %j as the API does', (value) => {
    expect(isEmailAddress(value)).toBe(takes('email', value));
  });

  it.each([
    '+254 712 345 678',
    '0712345678',
    '(020) 123-4567',
    '+44 20 7946 0958',
    '123456',
    '1234567',
    '+254 712 345 678 901 23',
    '254-712-345-678!',
    '+254\u2028712345678',
    '+254\u200B712345678',
    '0712\t345678',
    'call me',
    '',
  ])('decide the phone number %j as the API does', (value) => {
    expect(isPhoneNumber(value)).toBe(takes('phonenumber', value));
  });

  it('agree with the API on both sides of each rule', () => {
    // A guard against a list that only ever says yes (or no): both answers are tested above.
    expect(isEmailAddress('a@b.cd')).toBe(true);
    expect(isEmailAddress('achieng@example.c0')).toBe(false);
    expect(isPhoneNumber('1234567')).toBe(true);
    expect(isPhoneNumber('123456')).toBe(false);
  });
});

describe('fieldsNamedIn', () => {
  const FIELDS = ['fullname', 'email', 'phonenumber', 'message'] as const;
  it("finds every field a 400's message names, once, in its order", () => {
    expect(
      fieldsNamedIn(
        'fullname is required; phonenumber must be a phone number (digits, spaces, +, - and brackets); fullname must be one line',
        FIELDS,
      ),
    ).toEqual(['fullname', 'phonenumber']);
  });
  it('names no field for a message about none of them', () => {
    expect(fieldsNamedIn('Too many requests, try again in 7 minutes', FIELDS)).toEqual([]);
    expect(fieldsNamedIn('geo_data.city must be at most 200 characters', FIELDS)).toEqual([]);
    // A field's name inside another word is not the field.
    expect(fieldsNamedIn('emailing is off', FIELDS)).toEqual([]);
  });
});
