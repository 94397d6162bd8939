import type { IntlShape } from 'react-intl';
import { defineMessages } from '../i18n';

/**
 * The notices a visitor can meet on a public page or an account screen, worded in the page's
 * language (docs/behaviour.md#languages). The server and the sagas word them in English, the
 * API's language; a page in another language shows these by matching the English text. A
 * notice not listed here (a staff screen's, a field's rule) is shown as it came. Each English
 * text is the sender's word for word (MESSAGES and the others; notice-texts.test.ts holds them to it).
 */
export const NOTICE_MESSAGES = defineMessages({
  registered: {
    id: 'notice.registered',
    defaultMessage: 'Account registered successfully, wait as the admin activates your account',
  },
  otpSent: {
    id: 'notice.otpSent',
    defaultMessage: 'OTP Code sent to email, the code expires after 30mins',
  },
  passwordReset: {
    id: 'notice.passwordReset',
    defaultMessage: 'Password reset successful, proceed with login',
  },
  enquiryReceived: {
    id: 'notice.enquiryReceived',
    defaultMessage: 'Thank you for reaching us, our team will respond shortly',
  },
  signedOut: { id: 'notice.signedOut', defaultMessage: 'You have been signed out' },
  noResponse: { id: 'notice.noResponse', defaultMessage: 'No response, try again' },
  notProcessed: { id: 'notice.notProcessed', defaultMessage: 'Request not proccessed, try again' },
  sessionEnded: {
    id: 'notice.sessionEnded',
    defaultMessage: 'Your session has ended, please sign in again',
  },
  wrongPassword: {
    id: 'notice.wrongPassword',
    defaultMessage: 'The email or password is incorrect',
  },
  awaitingActivation: {
    id: 'notice.awaitingActivation',
    defaultMessage: 'Your account is waiting for an administrator to activate it',
  },
  suspended: {
    id: 'notice.suspended',
    defaultMessage: 'Your account is suspended; contact an administrator',
  },
  noAccount: { id: 'notice.noAccount', defaultMessage: 'No account has this email' },
  codeNotValid: {
    id: 'notice.codeNotValid',
    defaultMessage: 'The code is not valid or has expired; request a new one',
  },
  accountExists: {
    id: 'notice.accountExists',
    defaultMessage: 'An account with this email already exists',
  },
  serverError: { id: 'notice.serverError', defaultMessage: 'Internal server error' },
  tooManySeconds: {
    id: 'notice.tooManySeconds',
    defaultMessage:
      'Too many requests, try again in {count, plural, one {# second} other {# seconds}}',
  },
  tooManyMinutes: {
    id: 'notice.tooManyMinutes',
    defaultMessage:
      'Too many requests, try again in {count, plural, one {# minute} other {# minutes}}',
  },
});

const BY_TEXT = new Map<string, (typeof NOTICE_MESSAGES)[keyof typeof NOTICE_MESSAGES]>(
  Object.values(NOTICE_MESSAGES)
    .filter((message) => !message.defaultMessage.includes('{'))
    .map((message) => [message.defaultMessage, message]),
);

const TOO_MANY = /^Too many requests, try again in (\d{1,6}) (second|minute)s?$/;

/** A notice's text in the page's language: its translation when it is one listed above. */
export function noticeText(intl: IntlShape, english: string): string {
  const known = BY_TEXT.get(english);
  if (known) return intl.formatMessage(known);
  const wait = TOO_MANY.exec(english);
  if (wait) {
    const message =
      wait[2] === 'second' ? NOTICE_MESSAGES.tooManySeconds : NOTICE_MESSAGES.tooManyMinutes;
    return intl.formatMessage(message, { count: Number(wait[1]) });
  }
  return english;
}
