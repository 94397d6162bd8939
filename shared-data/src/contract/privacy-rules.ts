// Without zod, so the pages can import them (shared-data's index re-exports these): the rules of
// a person's rights over what the clinic holds about them (docs/behaviour.md#your-data).

/**
 * How a person proves control of an email address or a phone number, and what that proof then
 * lets them do for a while.
 */
export const PRIVACY = {
  /** A code is 6 digits, like the staff's, and works for this long. */
  codeMinutes: 10,
  /** Wrong codes a code survives; the next wrong one spends it. */
  codeTries: 5,
  /** Codes sent to one contact in an hour, whoever asks. */
  codesPerContactPerHour: 3,
  /** Codes asked for from one client address in an hour, whatever the contacts. */
  codesPerAddressPerHour: 10,
  /**
   * After a right code, the page holds a check of this many minutes (a random token, stored
   * hashed), so seeing, correcting and erasing need one code, not one each.
   */
  checkMinutes: 15,
  /**
   * Days the clinic has to answer a request made from the page. The Data Protection (General)
   * Regulations, 2021 give a controller seven days to comply with a data access request
   * (regulation 9) and longer for rectification and erasure (regulations 10 and 12): the
   * shortest of them is the due date of every request, so none is answered late.
   */
  requestDueDays: 7,
  /** The longest request text. */
  requestMax: 2000,
} as const;

/** What the calls of the page answer, in words a visitor reads. */
export const PRIVACY_MESSAGES = {
  codeSent: `If we hold anything about this email address or phone number, a 6-digit code is on its way to it. It works for ${PRIVACY.codeMinutes} minutes.`,
  codeRefused: 'The code is not right or has expired; ask for a new one',
  checkEnded: 'Your check has ended; ask for a new code',
  tooManyCodes: 'Too many codes were asked for from this connection; try again in an hour',
  corrected: 'Your details have been corrected',
  contactChanged:
    'Your details have been corrected. To see them again, ask for a code with the new email address or phone number.',
  erased: 'Everything we held about you has been erased',
  withdrawn: 'Your consents have been withdrawn: we will send you nothing you did not ask for',
  nothingToWithdraw: 'You have no consent in force to withdraw',
  requestReceived: 'Your request has reached the clinic',
  requestAnswered: 'The request is marked answered',
} as const;

/** The kinds of record a person's data is made of, in the order the page shows them. */
export const PRIVACY_SECTION_TITLES = {
  enquiries: 'Messages from the contact form',
  bookings: 'Appointments',
  consents: 'What you agreed to',
  requests: 'Requests about your data',
  activity: 'Staff actions on your records',
} as const satisfies Record<string, string>;

/** A contact as typed: an email address (it has an '@') or a Kenyan phone number. */
export const isEmailContact = (contact: string): boolean => contact.includes('@');
