import { COMPANY, formatClinic, formatKenyanPhone } from 'shared-data/contract';
import type { MailMessage } from '../core/mailer';
import type { SmsMessage } from '../core/sms';
import type { BookingRecord } from '../repositories/booking-repository';
import { calendarEvent } from './booking-ics';

/** Where the visitor's page for a manage link lives (the booking page reads the token). */
export const MANAGE_PATH = '/book_appointment/manage/';

/** 'Tuesday 1 December 2026 at 09:00' - clinic time, whatever the server's zone. */
export const when = (iso: string) => formatClinic(iso, "EEEE d MMMM yyyy 'at' HH:mm");

/** The words of booking's mail and texts to the client. */
export function bookingMails(publicUrl: string) {
  const manageUrl = (token: string) => `${publicUrl}${MANAGE_PATH}${token}`;

  const details = (b: BookingRecord, token: string) => [
    `Reference: ${b.reference}`,
    `When: ${when(b.start)} (Nairobi time), ${b.minutes} minutes`,
    `What: ${b.typeName} for ${b.petName} (${b.species})`,
    `With: ${b.doctorName}`,
    `Where: ${[COMPANY.name, ...COMPANY.address].join(', ')}`,
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
      summary: `${b.typeName} for ${b.petName} - ${COMPANY.shortName}`,
      description: [
        `Reference ${b.reference} with ${b.doctorName}.`,
        `Cancel or move: ${manageUrl(token)}`,
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
          `Dear ${b.fullname},`,
          '',
          opening,
          ...(staffMessage ? ['', staffMessage] : []),
          '',
          ...(kind === 'cancelled'
            ? [
                `Reference: ${b.reference}`,
                `Was: ${when(b.start)} (Nairobi time)`,
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
        subject: `Reminder: ${b.petName}'s appointment ${when(b.start)}`,
        text: [
          `Dear ${b.fullname},`,
          '',
          `A reminder of ${b.petName}'s appointment tomorrow.`,
          '',
          ...details(b, token),
          '',
          COMPANY.name,
        ].join('\n'),
      };
    },

    reminderSms(b: BookingRecord, token: string): SmsMessage {
      return {
        to: b.phonenumber,
        text:
          `${COMPANY.shortName}: reminder, ${b.petName}'s ${b.typeName.toLowerCase()} ` +
          `${formatClinic(b.start, "EEE d MMM 'at' HH:mm")}, ref ${b.reference}. ` +
          `Change or cancel: ${manageUrl(token)} Call ${formatKenyanPhone(COMPANY.emergencyPhone.replace(/\s/g, ''))}`,
      };
    },
  };
}
