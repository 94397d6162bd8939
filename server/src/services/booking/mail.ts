import { COMPANY, SITE_ROUTES, formatClinic, formatKenyanPhone } from 'shared-data/contract';
import type { MailMessage } from '../../core/mailer';
import type { SmsMessage } from '../../core/sms';
import type { BookingRecord } from '../../repositories/booking-repository';
import { calendarEvent, calendarMethod } from './ics';
import { quoted } from '../visitor-quote';
import { composeMail, facts, quote, signature, text, type Block } from '../mail-layout';

/** Where the visitor's page for a manage link lives (the booking page reads the token). */
export const MANAGE_PATH = '/book_appointment/manage/';

/** 'Tuesday 1 December 2026 at 09:00' - clinic time, whatever the server's zone. */
export const when = (iso: string) => formatClinic(iso, "EEEE d MMMM yyyy 'at' HH:mm");

/**
 * The words of booking's mail and texts to the client. The clinic's sentences hold only the
 * clinic's words (type, doctor, time, reference, links); what the visitor typed (name, pet,
 * species, note) comes after them, quoted and labelled as theirs, and a text message holds none
 * of it: the mail goes to any address typed, so its words must not be the visitor's dressed as
 * the clinic's (docs/security.md#visitor-text-mail-and-sms).
 */
export function bookingMails(publicUrl: string) {
  const manageUrl = (token: string) => `${publicUrl}${MANAGE_PATH}${token}`;

  /** The visitor's own words, quoted: `only` picks the fields (all of them by default). */
  const givenFields = (b: BookingRecord, only?: readonly string[]) =>
    (
      [
        ['Name', b.fullname],
        ['Pet', b.petName],
        ['Species', b.species],
        ['Note', b.note],
      ] as const
    ).filter(([label]) => !only || only.includes(label));
  const GIVEN = 'Your details, as you gave them when booking:';
  const asGiven = (b: BookingRecord, only?: readonly string[]) =>
    quote(GIVEN, givenFields(b, only));

  const details = (b: BookingRecord, token: string): Block[] => [
    facts([
      ['Reference', b.reference],
      ['When', `${when(b.start)} (Nairobi time), ${b.minutes} minutes`],
      ['What', b.typeName],
      ['With', b.doctorName],
      ['Where', [COMPANY.name, ...COMPANY.address].join(', ')],
    ]),
    asGiven(b),
    text(
      ['To cancel or move it (up to 2 hours before): ', { link: manageUrl(token) }],
      `Emergency line, 24 hours: ${COMPANY.emergencyPhone}`,
    ),
  ];

  const calendar = (b: BookingRecord, token: string, cancelled: boolean) => {
    const attendee = b.email ? { name: b.fullname, email: b.email } : null;
    return {
      filename: 'appointment.ics',
      method: calendarMethod({ cancelled, attendee }),
      content: calendarEvent({
        uid: `${b.id}@vetportal`,
        sequence: b.sequence,
        start: b.start,
        end: b.end,
        stamp: b.updatedAt,
        summary: `${b.typeName} - ${COMPANY.shortName}`,
        // The client's own calendar: the pet is named there, in the description, as they gave it.
        description: [
          `Reference ${b.reference} with ${b.doctorName}.`,
          `Cancel or move: ${manageUrl(token)}`,
          '',
          ...quoted(GIVEN, givenFields(b, ['Pet', 'Species'])),
        ].join('\n'),
        organizer: { name: COMPANY.name, email: COMPANY.email },
        // Their own name as the attendee: a calendar shows it as the guest, never as the clinic's.
        attendee,
        cancelled,
      }),
    };
  };

  return {
    manageUrl,

    /** The booking's calendar file as its mail carries it (the confirmation's download). */
    calendarFile(b: BookingRecord, token: string) {
      return calendar(b, token, b.status === 'cancelled');
    },

    message(
      b: BookingRecord,
      kind: 'confirmed' | 'moved' | 'cancelled',
      token: string,
      staffMessage?: string,
    ): MailMessage {
      const subject = {
        confirmed: `Appointment confirmed: ${when(b.start)} (${b.reference})`,
        moved: `Appointment moved to ${when(b.start)} (${b.reference})`,
        cancelled: `Appointment cancelled: ${when(b.start)} (${b.reference})`,
      }[kind];
      const opening = {
        confirmed: `Thank you for booking with ${COMPANY.name}. Your appointment is confirmed.`,
        moved: 'Your appointment has been moved. The new time is below.',
        cancelled: 'Your appointment has been cancelled.',
      }[kind];
      return {
        to: b.email as string,
        ...composeMail(subject, [
          text('Hello,'),
          text(opening),
          // Staff wrote it: the clinic's own words.
          ...(staffMessage ? [text(staffMessage)] : []),
          ...(kind === 'cancelled'
            ? [
                facts([
                  ['Reference', b.reference],
                  ['Was', `${when(b.start)} (Nairobi time)`],
                ]),
                asGiven(b, ['Name', 'Pet', 'Species']),
                text(
                  ['To book again: ', { link: `${publicUrl}/book_appointment` }],
                  `Or call us: ${COMPANY.phones.join(', ')}`,
                ),
              ]
            : details(b, token)),
          signature(),
        ]),
        calendar: calendar(b, token, kind === 'cancelled'),
      };
    },

    reminderMail(b: BookingRecord, token: string): MailMessage {
      return {
        to: b.email as string,
        ...composeMail(`Reminder: your appointment ${when(b.start)}`, [
          text('Hello,'),
          text('A reminder of your appointment tomorrow.'),
          ...details(b, token),
          signature(),
        ]),
      };
    },

    /**
     * Only the clinic's words, the time, the reference and the link: nothing a visitor typed,
     * not even the pet's name (a text cannot set it apart as theirs).
     */
    reminderSms(b: BookingRecord, link: string): SmsMessage {
      return {
        to: b.phonenumber,
        text:
          `${COMPANY.shortName}: reminder of your appointment ` +
          `${formatClinic(b.start, "EEE d MMM 'at' HH:mm")}, ref ${b.reference}. ` +
          `Change or cancel: ${link} Call ${formatKenyanPhone(COMPANY.emergencyPhone.replace(/\s/g, ''))}`,
      };
    },

    /**
     * The "vaccination due" reminder of a completed vaccination visit (sent only while the
     * client's consent to vaccination reminders is in force): the clinic's words, the visit's
     * date and reference, the pet as the client gave it (quoted, labelled as theirs), where to
     * book, and the manage link, where the reminders can be stopped.
     */
    vaccinationMail(b: BookingRecord, token: string): MailMessage {
      return {
        to: b.email as string,
        ...composeMail(`Vaccination due soon: ${COMPANY.shortName}`, [
          text('Hello,'),
          text(
            `It is nearly a year since your pet's vaccination at ${COMPANY.name} on ` +
              `${formatClinic(b.start, 'd MMMM yyyy')} (reference ${b.reference}): ` +
              'the yearly booster will be due soon.',
          ),
          asGiven(b, ['Pet', 'Species']),
          text(
            ['To book it: ', { link: `${publicUrl}${SITE_ROUTES.public.bookAppointment}` }],
            `Or call us: ${COMPANY.phones.join(', ')}`,
          ),
          text([
            'You get this because you asked for vaccination reminders when booking. To stop them: ',
            { link: manageUrl(token) },
          ]),
          signature(),
        ]),
      };
    },

    /**
     * The "vaccination due" reminder by text: as the appointment reminder, nothing a visitor
     * typed (the pet is named by the visit's date and reference), the booking page and the short
     * manage link, where the reminders can be stopped.
     */
    vaccinationSms(b: BookingRecord, link: string): SmsMessage {
      return {
        to: b.phonenumber,
        text:
          `${COMPANY.shortName}: vaccine booster due (pet seen ` +
          `${formatClinic(b.start, 'd MMM yyyy')}, ref ${b.reference}). ` +
          `Book: ${publicUrl}${SITE_ROUTES.public.bookAppointment} Stop: ${link}`,
      };
    },

    /** The confirmation by text: as the reminder, only the clinic's words and the short link. */
    confirmationSms(b: BookingRecord, link: string): SmsMessage {
      return {
        to: b.phonenumber,
        text:
          `${COMPANY.shortName}: appointment booked ` +
          `${formatClinic(b.start, "EEE d MMM 'at' HH:mm")}, ref ${b.reference}. ` +
          `Change or cancel: ${link} Call ${formatKenyanPhone(COMPANY.emergencyPhone.replace(/\s/g, ''))}`,
      };
    },
  };
}

export type BookingMails = ReturnType<typeof bookingMails>;
