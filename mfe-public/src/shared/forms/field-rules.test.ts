import { LIMITS } from 'shared-data';
import { FIELD_MESSAGES as M, FIELD_RULES, optional } from './field-rules';

describe("the public forms' field rules", () => {
  it('want a full name on one line, within the limit', () => {
    expect(FIELD_RULES.fullname('Achieng Otieno')).toBeUndefined();
    expect(FIELD_RULES.fullname('')).toBe(M.nameMissing);
    expect(FIELD_RULES.fullname('Achi\u200Beng')).toBe(M.nameHidden);
    expect(FIELD_RULES.fullname('a'.repeat(LIMITS.name + 1))).toBe(M.nameTooLong);
  });

  it('want an email address the API takes', () => {
    expect(FIELD_RULES.email('name@example.com')).toBeUndefined();
    expect(FIELD_RULES.email('')).toBe(M.emailMissing);
    expect(FIELD_RULES.email('name@example')).toBe(M.emailInvalid);
  });

  it('take any phone number for the contact form, and only a Kenyan one where asked', () => {
    expect(FIELD_RULES.phone('+44 20 7946 0000')).toBeUndefined();
    expect(FIELD_RULES.phone('12345')).toBe(M.phoneInvalid);
    expect(FIELD_RULES.kenyanPhone('0722 123 456')).toBeUndefined();
    expect(FIELD_RULES.kenyanPhone('+254 110 123 456')).toBeUndefined();
    expect(FIELD_RULES.kenyanPhone('+44 20 7946 0000')).toBe(M.kenyanPhoneInvalid);
    expect(FIELD_RULES.kenyanPhone('')).toBe(M.phoneMissing);
  });

  it('let an optional field stay empty, and check it once filled in', () => {
    const email = optional(FIELD_RULES.email);
    expect(email('')).toBeUndefined();
    expect(email('nobody')).toBe(M.emailInvalid);
  });

  it("word a Kenyan number's refusal with the examples the API gives", () => {
    expect(M.kenyanPhoneInvalid).toContain('0722 123 456 or +254 722 123 456');
  });
});
