import {
  COMPANY,
  SITE_ROUTES,
  formatClinic,
  localePath,
  namedHoursRuns,
  type SiteLocale,
} from 'shared-data/contract';
import type { MailMessage } from '../../core/mailer';
import type { SmsMessage } from '../../core/sms';
import { composeMail, facts, quote, signature, text } from '../mail-layout';
import { defineMessages, translator, type Translate } from '../../i18n/messages';

/**
 * A response that opens with its own greeting ('Dear Jane,', 'Hello Jane', 'Good morning',
 * 'Habari'): then the mail adds none, so the client is greeted once.
 */
const GREETING =
  /^\s*(dear|hello|hallo|hi|hey|greetings|good\s+(morning|afternoon|evening|day)|jambo|hujambo|habari|salaams?)\b/i;

export const opensWithGreeting = (response: string) => GREETING.test(response);

/**
 * The answer to an enquiry: the staff member's response (greeted once), signed with their full
 * name and role, then the enquiry quoted as the visitor's. The enquiry came with any address
 * typed: the visitor's name and message follow the answer, quoted as theirs, never inside the
 * clinic's words (docs/security.md#visitor-text-mail-and-sms).
 */
export function enquiryAnswerMail(
  enquiry: { email: string; fullname: string; message: string },
  response: string,
  responder: { fullname: string; role: string },
): MailMessage {
  return {
    to: enquiry.email,
    ...composeMail(`Your enquiry to ${COMPANY.name}`, [
      ...(opensWithGreeting(response) ? [] : [text('Hello,')]),
      text(response.trim()),
      signature(...[responder.fullname, responder.role.trim()].filter(Boolean)),
      quote('You wrote, in the enquiry form:', [
        ['Name', enquiry.fullname],
        ['Message', enquiry.message],
      ]),
    ]),
  };
}

const m = defineMessages({
  subject: { id: 'enquiry.received.subject', defaultMessage: 'We have your message - {clinic}' },
  hello: { id: 'enquiry.hello', defaultMessage: 'Hello,' },
  thanks: {
    id: 'enquiry.received.thanks',
    defaultMessage:
      'Thank you for writing to us. Your message from the contact form on our website has reached the clinic: a member of our team will answer you by email or phone, usually within one working day.',
  },
  received: { id: 'enquiry.received.received', defaultMessage: 'Received' },
  emergencyLine: {
    id: 'enquiry.received.emergencyLine',
    defaultMessage: 'Emergency line, 24 hours',
  },
  hours: { id: 'enquiry.received.hours', defaultMessage: 'Consultation hours' },
  daysRun: { id: 'enquiry.received.daysRun', defaultMessage: '{first} to {last} {start}-{end}' },
  oneDay: { id: 'enquiry.received.oneDay', defaultMessage: '{day} {start}-{end}' },
  byAppointment: {
    id: 'enquiry.received.byAppointment',
    defaultMessage: 'Sunday and holidays by appointment only',
  },
  emergency24: { id: 'enquiry.received.emergency24', defaultMessage: 'Emergency 24 hours' },
  helpNow: {
    id: 'enquiry.received.helpNow',
    defaultMessage:
      'If your animal needs help now, please call us on {phone} rather than wait for our answer.',
  },
  book: {
    id: 'enquiry.received.book',
    defaultMessage: 'To see a doctor, you can book an appointment online:',
  },
  notYou: {
    id: 'enquiry.received.notYou',
    defaultMessage:
      'If you did not write to us, someone typed your address into our form by mistake: you can ignore this mail.',
  },
  sms: {
    id: 'enquiry.received.sms',
    defaultMessage:
      '{clinic}: we have your message and will answer soon. If your animal needs help now, call {phone} (24 hours).',
  },
});

const TRANSLATORS: Record<SiteLocale, Translate> = { en: translator('en'), sw: translator('sw') };

/** The subject of the acknowledgement of an enquiry (in English: the one tests and filters know). */
export const ENQUIRY_RECEIVED_SUBJECT = TRANSLATORS.en(m.subject, { clinic: COMPANY.name });

/**
 * When the clinic is open, as the footer words it in each language: COMPANY.consultationHours in
 * English, Kiswahili on the 24-hour clock (docs/glossary-sw.md).
 */
function consultationHours(t: Translate, locale: SiteLocale): string[] {
  if (locale === 'en') return [...COMPANY.consultationHours];
  return [
    ...namedHoursRuns(locale).map(({ first, last, start, end }) =>
      last === null
        ? t(m.oneDay, { day: first, start, end })
        : t(m.daysRun, { first, last, start, end }),
    ),
    t(m.byAppointment),
    t(m.emergency24),
  ];
}

/** When it was received, in clinic time: 'Tuesday 1 December 2026 at 09:00' / 'Jumanne, ... saa 09:00'. */
function receivedAt(iso: string, locale: SiteLocale): string {
  if (locale === 'en') return formatClinic(iso, "EEEE d MMMM yyyy 'at' HH:mm");
  const at = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('sw-KE', { timeZone: 'Africa/Nairobi', ...options }).format(
      new Date(iso),
    );
  return `${at({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })} saa ${formatClinic(iso, 'HH:mm')}`;
}

/**
 * The acknowledgement of an enquiry, to the address the form was sent with. Anyone can type any
 * address into the form, so it holds the clinic's words only: no name, no message, nothing the
 * visitor typed (docs/security.md#visitor-text-mail-and-sms), and it tells a reader who did not
 * write that they can let it be.
 */
export function enquiryReceivedMail(
  enquiry: { email: string; createdAt: string },
  publicUrl: string,
  locale: SiteLocale = 'en',
): MailMessage {
  const t = TRANSLATORS[locale];
  return {
    to: enquiry.email,
    ...composeMail(t(m.subject, { clinic: COMPANY.name }), [
      text(t(m.hello)),
      text(t(m.thanks)),
      facts([
        [t(m.received), receivedAt(enquiry.createdAt, locale)],
        [t(m.emergencyLine), COMPANY.emergencyPhone],
        [t(m.hours), consultationHours(t, locale).join('\n')],
      ]),
      text(t(m.helpNow, { phone: COMPANY.emergencyPhone })),
      text(t(m.book), [
        { link: `${publicUrl}${localePath(SITE_ROUTES.public.bookAppointment, locale)}` },
      ]),
      text(t(m.notYou)),
      signature(),
    ]),
  };
}

/**
 * The acknowledgement by text message, to a Kenyan mobile number (+254...). The clinic's words
 * and phone number only: nothing the visitor typed (docs/security.md#visitor-text-mail-and-sms).
 */
export function enquiryReceivedSms(to: string, locale: SiteLocale = 'en'): SmsMessage {
  return {
    to,
    text: TRANSLATORS[locale](m.sms, { clinic: COMPANY.shortName, phone: COMPANY.emergencyPhone }),
  };
}
