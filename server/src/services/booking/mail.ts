import {
  COMPANY,
  SITE_ROUTES,
  formatClinic,
  formatKenyanPhone,
  localePath,
  type SiteLocale,
} from 'shared-data/contract';
import type { MailMessage } from '../../core/mailer';
import type { SmsMessage } from '../../core/sms';
import type { BookingRecord } from '../../repositories/booking-repository';
import { calendarEvent, calendarMethod } from './ics';
import { quoted } from '../visitor-quote';
import { composeMail, facts, quote, signature, text, type Block } from '../mail-layout';
import { defineMessages, translator, type Translate } from '../../i18n/messages';

/** Where the visitor's page for a manage link lives (the booking page reads the token). */
export const MANAGE_PATH = '/book_appointment/manage/';

/** 'Tuesday 1 December 2026 at 09:00' - clinic time, whatever the server's zone. */
export const when = (iso: string) => formatClinic(iso, "EEEE d MMMM yyyy 'at' HH:mm");

const clinicParts = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'Africa/Nairobi', ...options });
const SW_DAY = clinicParts('sw-KE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const SW_SHORT_DAY = clinicParts('sw-KE', { weekday: 'short', day: 'numeric', month: 'short' });
const SW_DATE = clinicParts('sw-KE', { day: 'numeric', month: 'long', year: 'numeric' });
const SW_SHORT_DATE = clinicParts('sw-KE', { day: 'numeric', month: 'short', year: 'numeric' });
const CLOCK = clinicParts('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * Booking's times in the booking's language, in clinic time: English as the SPEC words them
 * ('Tuesday 1 December 2026 at 09:00'), Kiswahili through Intl's sw-KE names on the 24-hour
 * clock ('Jumanne, 1 Desemba 2026 saa 09:00': docs/glossary-sw.md).
 */
function clinicTimes(locale: SiteLocale) {
  if (locale === 'en') {
    return {
      when,
      shortWhen: (iso: string) => formatClinic(iso, "EEE d MMM 'at' HH:mm"),
      date: (iso: string) => formatClinic(iso, 'd MMMM yyyy'),
      shortDate: (iso: string) => formatClinic(iso, 'd MMM yyyy'),
    };
  }
  const at = (day: Intl.DateTimeFormat) => (iso: string) =>
    `${day.format(new Date(iso))} saa ${CLOCK.format(new Date(iso))}`;
  return {
    when: at(SW_DAY),
    shortWhen: at(SW_SHORT_DAY),
    date: (iso: string) => SW_DATE.format(new Date(iso)),
    shortDate: (iso: string) => SW_SHORT_DATE.format(new Date(iso)),
  };
}

const m = defineMessages({
  labelName: { id: 'booking.label.name', defaultMessage: 'Name' },
  labelPet: { id: 'booking.label.pet', defaultMessage: 'Pet' },
  labelSpecies: { id: 'booking.label.species', defaultMessage: 'Species' },
  labelNote: { id: 'booking.label.note', defaultMessage: 'Note' },
  given: { id: 'booking.given', defaultMessage: 'Your details, as you gave them when booking:' },
  reference: { id: 'booking.reference', defaultMessage: 'Reference' },
  whenLabel: { id: 'booking.when', defaultMessage: 'When' },
  whenValue: {
    id: 'booking.whenValue',
    defaultMessage: '{when} (Nairobi time), {minutes} minutes',
  },
  what: { id: 'booking.what', defaultMessage: 'What' },
  with: { id: 'booking.with', defaultMessage: 'With' },
  where: { id: 'booking.where', defaultMessage: 'Where' },
  manage: {
    id: 'booking.manage',
    defaultMessage: 'To cancel or move it (up to 2 hours before): ',
  },
  emergency: { id: 'booking.emergency', defaultMessage: 'Emergency line, 24 hours: {phone}' },
  icsSummary: { id: 'booking.ics.summary', defaultMessage: '{type} - {clinic}' },
  icsReference: {
    id: 'booking.ics.reference',
    defaultMessage: 'Reference {reference} with {doctor}.',
  },
  icsManage: { id: 'booking.ics.manage', defaultMessage: 'Cancel or move: {link}' },
  confirmedSubject: {
    id: 'booking.confirmed.subject',
    defaultMessage: 'Appointment confirmed: {when} ({reference})',
  },
  movedSubject: {
    id: 'booking.moved.subject',
    defaultMessage: 'Appointment moved to {when} ({reference})',
  },
  cancelledSubject: {
    id: 'booking.cancelled.subject',
    defaultMessage: 'Appointment cancelled: {when} ({reference})',
  },
  confirmedOpening: {
    id: 'booking.confirmed.opening',
    defaultMessage: 'Thank you for booking with {clinic}. Your appointment is confirmed.',
  },
  movedOpening: {
    id: 'booking.moved.opening',
    defaultMessage: 'Your appointment has been moved. The new time is below.',
  },
  cancelledOpening: {
    id: 'booking.cancelled.opening',
    defaultMessage: 'Your appointment has been cancelled.',
  },
  hello: { id: 'booking.hello', defaultMessage: 'Hello,' },
  was: { id: 'booking.was', defaultMessage: 'Was' },
  wasValue: { id: 'booking.wasValue', defaultMessage: '{when} (Nairobi time)' },
  bookAgain: { id: 'booking.bookAgain', defaultMessage: 'To book again: ' },
  callUs: { id: 'booking.callUs', defaultMessage: 'Or call us: {phones}' },
  reminderSubject: {
    id: 'booking.reminder.subject',
    defaultMessage: 'Reminder: your appointment {when}',
  },
  reminderOpening: {
    id: 'booking.reminder.opening',
    defaultMessage: 'A reminder of your appointment tomorrow.',
  },
  reminderSms: {
    id: 'booking.reminder.sms',
    defaultMessage:
      '{clinic}: reminder of your appointment {when}, ref {reference}. Change or cancel: {link} Call {phone}',
  },
  vaccinationSubject: {
    id: 'booking.vaccination.subject',
    defaultMessage: 'Vaccination due soon: {clinic}',
  },
  vaccinationBody: {
    id: 'booking.vaccination.body',
    defaultMessage:
      "It is nearly a year since your pet's vaccination at {clinic} on {date} (reference {reference}): the yearly booster will be due soon.",
  },
  vaccinationBook: { id: 'booking.vaccination.book', defaultMessage: 'To book it: ' },
  vaccinationStop: {
    id: 'booking.vaccination.stop',
    defaultMessage:
      'You get this because you asked for vaccination reminders when booking. To stop them: ',
  },
  vaccinationSms: {
    id: 'booking.vaccination.sms',
    defaultMessage:
      '{clinic}: vaccine booster due (pet seen {date}, ref {reference}). Book: {book} Stop: {link}',
  },
  confirmationSms: {
    id: 'booking.confirmed.sms',
    defaultMessage:
      '{clinic}: appointment booked {when}, ref {reference}. Change or cancel: {link} Call {phone}',
  },
});

const TRANSLATORS: Record<SiteLocale, Translate> = { en: translator('en'), sw: translator('sw') };

/** A booking's messages' language and times: the one it was booked in. */
function wordsOf(b: BookingRecord) {
  return { t: TRANSLATORS[b.language], times: clinicTimes(b.language) };
}

/**
 * The words of booking's mail and texts to the client. The clinic's sentences hold only the
 * clinic's words (type, doctor, time, reference, links); what the visitor typed (name, pet,
 * species, note) comes after them, quoted and labelled as theirs, and a text message holds none
 * of it: the mail goes to any address typed, so its words must not be the visitor's dressed as
 * the clinic's (docs/security.md#visitor-text-mail-and-sms).
 */
export function bookingMails(publicUrl: string) {
  const manageUrl = (token: string, locale: SiteLocale = 'en') =>
    `${publicUrl}${localePath(`${MANAGE_PATH}${token}`, locale)}`;
  const emergencyPhone = formatKenyanPhone(COMPANY.emergencyPhone.replace(/\s/g, ''));

  /** The visitor's own words, quoted: `only` picks the fields (all of them by default). */
  type Given = 'Name' | 'Pet' | 'Species' | 'Note';
  const givenFields = (b: BookingRecord, only?: readonly Given[]) => {
    const { t } = wordsOf(b);
    return (
      [
        ['Name', t(m.labelName), b.fullname],
        ['Pet', t(m.labelPet), b.petName],
        ['Species', t(m.labelSpecies), b.species],
        ['Note', t(m.labelNote), b.note],
      ] as const
    )
      .filter(([field]) => !only || only.includes(field))
      .map(([, label, value]) => [label, value] as const);
  };
  const asGiven = (b: BookingRecord, only?: readonly Given[]) =>
    quote(wordsOf(b).t(m.given), givenFields(b, only));

  const details = (b: BookingRecord, token: string): Block[] => {
    const { t, times } = wordsOf(b);
    return [
      facts([
        [t(m.reference), b.reference],
        [t(m.whenLabel), t(m.whenValue, { when: times.when(b.start), minutes: String(b.minutes) })],
        [t(m.what), b.typeName],
        [t(m.with), b.doctorName],
        [t(m.where), [COMPANY.name, ...COMPANY.address].join(', ')],
      ]),
      asGiven(b),
      text(
        [t(m.manage), { link: manageUrl(token, b.language) }],
        t(m.emergency, { phone: COMPANY.emergencyPhone }),
      ),
    ];
  };

  const calendar = (b: BookingRecord, token: string, cancelled: boolean) => {
    const { t } = wordsOf(b);
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
        summary: t(m.icsSummary, { type: b.typeName, clinic: COMPANY.shortName }),
        // The client's own calendar: the pet is named there, in the description, as they gave it.
        description: [
          t(m.icsReference, { reference: b.reference, doctor: b.doctorName }),
          t(m.icsManage, { link: manageUrl(token, b.language) }),
          '',
          ...quoted(t(m.given), givenFields(b, ['Pet', 'Species'])),
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
      const { t, times } = wordsOf(b);
      const at = { when: times.when(b.start), reference: b.reference };
      const subject = {
        confirmed: t(m.confirmedSubject, at),
        moved: t(m.movedSubject, at),
        cancelled: t(m.cancelledSubject, at),
      }[kind];
      const opening = {
        confirmed: t(m.confirmedOpening, { clinic: COMPANY.name }),
        moved: t(m.movedOpening),
        cancelled: t(m.cancelledOpening),
      }[kind];
      return {
        to: b.email as string,
        ...composeMail(subject, [
          text(t(m.hello)),
          text(opening),
          // Staff wrote it: the clinic's own words.
          ...(staffMessage ? [text(staffMessage)] : []),
          ...(kind === 'cancelled'
            ? [
                facts([
                  [t(m.reference), b.reference],
                  [t(m.was), t(m.wasValue, { when: times.when(b.start) })],
                ]),
                asGiven(b, ['Name', 'Pet', 'Species']),
                text(
                  [
                    t(m.bookAgain),
                    {
                      link: `${publicUrl}${localePath(SITE_ROUTES.public.bookAppointment, b.language)}`,
                    },
                  ],
                  t(m.callUs, { phones: COMPANY.phones.join(', ') }),
                ),
              ]
            : details(b, token)),
          signature(),
        ]),
        calendar: calendar(b, token, kind === 'cancelled'),
      };
    },

    reminderMail(b: BookingRecord, token: string): MailMessage {
      const { t, times } = wordsOf(b);
      return {
        to: b.email as string,
        ...composeMail(t(m.reminderSubject, { when: times.when(b.start) }), [
          text(t(m.hello)),
          text(t(m.reminderOpening)),
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
      const { t, times } = wordsOf(b);
      return {
        to: b.phonenumber,
        text: t(m.reminderSms, {
          clinic: COMPANY.shortName,
          when: times.shortWhen(b.start),
          reference: b.reference,
          link,
          phone: emergencyPhone,
        }),
      };
    },

    /**
     * The "vaccination due" reminder of a completed vaccination visit (sent only while the
     * client's consent to vaccination reminders is in force): the clinic's words, the visit's
     * date and reference, the pet as the client gave it (quoted, labelled as theirs), where to
     * book, and the manage link, where the reminders can be stopped.
     */
    vaccinationMail(b: BookingRecord, token: string): MailMessage {
      const { t, times } = wordsOf(b);
      return {
        to: b.email as string,
        ...composeMail(t(m.vaccinationSubject, { clinic: COMPANY.shortName }), [
          text(t(m.hello)),
          text(
            t(m.vaccinationBody, {
              clinic: COMPANY.name,
              date: times.date(b.start),
              reference: b.reference,
            }),
          ),
          asGiven(b, ['Pet', 'Species']),
          text(
            [
              t(m.vaccinationBook),
              {
                link: `${publicUrl}${localePath(SITE_ROUTES.public.bookAppointment, b.language)}`,
              },
            ],
            t(m.callUs, { phones: COMPANY.phones.join(', ') }),
          ),
          text([t(m.vaccinationStop), { link: manageUrl(token, b.language) }]),
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
      const { t, times } = wordsOf(b);
      return {
        to: b.phonenumber,
        text: t(m.vaccinationSms, {
          clinic: COMPANY.shortName,
          date: times.shortDate(b.start),
          reference: b.reference,
          book: `${publicUrl}${localePath(SITE_ROUTES.public.bookAppointment, b.language)}`,
          link,
        }),
      };
    },

    /** The confirmation by text: as the reminder, only the clinic's words and the short link. */
    confirmationSms(b: BookingRecord, link: string): SmsMessage {
      const { t, times } = wordsOf(b);
      return {
        to: b.phonenumber,
        text: t(m.confirmationSms, {
          clinic: COMPANY.shortName,
          when: times.shortWhen(b.start),
          reference: b.reference,
          link,
          phone: emergencyPhone,
        }),
      };
    },
  };
}

export type BookingMails = ReturnType<typeof bookingMails>;
