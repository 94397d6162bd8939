import { COMPANY, formatClinic, formatKenyanPhone } from 'shared-data/contract';
import type { MailMessage } from '../core/mailer';
import type { SmsMessage } from '../core/sms';
import type { BookingRecord } from '../repositories/booking-repository';
import { calendarEvent } from './booking-ics';
import { quoted } from './visitor-quote';

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
  const asGiven = (b: BookingRecord, only?: readonly string[]) =>
    quoted(
      'Your details, as you gave them when booking:',
      (
        [
          ['Name', b.fullname],
          ['Pet', b.petName],
          ['Species', b.species],
          ['Note', b.note],
        ] as const
      ).filter(([label]) => !only || only.includes(label)),
    );

  const details = (b: BookingRecord, token: string) => [
    `Reference: ${b.reference}`,
    `When: ${when(b.start)} (Nairobi time), ${b.minutes} minutes`,
    `What: ${b.typeName}`,
    `With: ${b.doctorName}`,
    `Where: ${[COMPANY.name, ...COMPANY.address].join(', ')}`,
    '',
    ...asGiven(b),
    '',
    `To cancel or move it (up to 2 hours before): ${manageUrl(token)}`,
    `Emergency line, 24 hours: ${COMPANY.emergencyPhone}`,
  ];

  const calendar = (b: BookingRecord, token: string, cancelled: boolean) => ({
    filename: 'appointment.ics',
    contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
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
        ...asGiven(b, ['Pet', 'Species']),
      ].join('\n'),
      cancelled,
    }),
  });

  return {
    manageUrl,

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
        subject,
        text: [
          'Hello,',
          '',
          opening,
          // Staff wrote it: the clinic's own words.
          ...(staffMessage ? ['', staffMessage] : []),
          '',
          ...(kind === 'cancelled'
            ? [
                `Reference: ${b.reference}`,
                `Was: ${when(b.start)} (Nairobi time)`,
                '',
                ...asGiven(b, ['Name', 'Pet', 'Species']),
                '',
                `To book again: ${publicUrl}/book_appointment`,
                `Or call us: ${COMPANY.phones.join(', ')}`,
              ]
            : details(b, token)),
          '',
          COMPANY.name,
        ].join('\n'),
        attachments: [calendar(b, token, kind === 'cancelled')],
      };
    },

    reminderMail(b: BookingRecord, token: string): MailMessage {
      return {
        to: b.email as string,
        subject: `Reminder: your appointment ${when(b.start)}`,
        text: [
          'Hello,',
          '',
          'A reminder of your appointment tomorrow.',
          '',
          ...details(b, token),
          '',
          COMPANY.name,
        ].join('\n'),
      };
    },

    /**
     * Only the clinic's words, the time, the reference and the link: nothing a visitor typed,
     * not even the pet's name (a text cannot set it apart as theirs).
     */
    reminderSms(b: BookingRecord, token: string): SmsMessage {
      return {
        to: b.phonenumber,
        text:
          `${COMPANY.shortName}: reminder of your appointment ` +
          `${formatClinic(b.start, "EEE d MMM 'at' HH:mm")}, ref ${b.reference}. ` +
          `Change or cancel: ${manageUrl(token)} Call ${formatKenyanPhone(COMPANY.emergencyPhone.replace(/\s/g, ''))}`,
      };
    },
  };
}
