import {
  periodTextSw,
  type ConsentPurpose,
  type PRIVACY_SECTION_TITLES,
  type SiteLocale,
} from 'shared-data/contract';
import {
  defineMessages,
  translator,
  type ServerMessage,
  type Translate,
} from '../../i18n/messages';

/**
 * The words the server writes into a person's record (docs/behaviour.md#your-data): each
 * section's title and why it is held, a consent's purpose, who answered an enquiry when no staff
 * member is named. In English they are shared-data's PRIVACY_SECTION_TITLES and CONSENT_NAMES,
 * word for word (privacy.test.ts holds them to it); `sw.json` has the Kiswahili, the consent's
 * name as the privacy notice's CONSENT_NAMES_SW (docs/glossary-sw.md), which the server cannot
 * import: it runs on shared-data's built contract, and that module is not part of it. What the
 * person and the staff wrote, and the record's values, are never translated.
 */
const titles = defineMessages({
  enquiries: {
    id: 'privacy.record.enquiries.title',
    defaultMessage: 'Messages from the contact form',
  },
  bookings: { id: 'privacy.record.bookings.title', defaultMessage: 'Appointments' },
  consents: { id: 'privacy.record.consents.title', defaultMessage: 'What you agreed to' },
  requests: { id: 'privacy.record.requests.title', defaultMessage: 'Requests about your data' },
  activity: {
    id: 'privacy.record.activity.title',
    defaultMessage: 'Staff actions on your records',
  },
}) satisfies Record<keyof typeof PRIVACY_SECTION_TITLES, ServerMessage>;

const abouts = defineMessages({
  enquiries: {
    id: 'privacy.record.enquiries.about',
    defaultMessage:
      'What you wrote to us with the contact form and our answers, kept so we can follow up; removed {enquiryPeriod} after it was sent. The location (town, region, country) came from a lookup your browser made; the address it was found from is removed after {logPeriod}.',
  },
  bookings: {
    id: 'privacy.record.bookings.about',
    defaultMessage:
      "Your appointments, past and to come, kept to run the clinic's day and as the record of each visit. {bookingPeriod} after a visit, your name, phone, email, pet's name and note are removed from it; the visit itself (day, type, doctor, species) stays in the clinic's records.",
  },
  consents: {
    id: 'privacy.record.consents.about',
    defaultMessage:
      'What you agreed to beyond the service itself (vaccination reminders), when, and with which version of the privacy notice; kept as the record of your consent. Erasing your data withdraws every consent and removes your contact from these records.',
  },
  requests: {
    id: 'privacy.record.requests.about',
    defaultMessage:
      'What you asked of the clinic from this page, kept as the record of how it was answered; removed {requestPeriod} after it was made, once answered.',
  },
  activity: {
    id: 'privacy.record.activity.about',
    defaultMessage:
      "The clinic's activity log: what staff did with your appointments and messages, who looked up your data, and what you did on this page; kept as the clinic's record of who did what.",
  },
}) satisfies Record<keyof typeof PRIVACY_SECTION_TITLES, ServerMessage>;

const consentNames = defineMessages({
  vaccination_reminders: {
    id: 'privacy.record.consent.vaccinationReminders',
    defaultMessage: 'Vaccination reminders',
  },
}) satisfies Record<ConsentPurpose, ServerMessage>;

const others = defineMessages({
  theClinic: { id: 'privacy.record.theClinic', defaultMessage: 'the clinic' },
});

type SectionKind = keyof typeof titles;

/** The server's words in a person's record, in one language. */
export interface RecordWords {
  title(kind: SectionKind): string;
  /** Why a section is held and for how long; its periods in days, as the section's text names them. */
  about(kind: SectionKind, periods?: Record<string, number>): string;
  /** A consent's purpose as the person reads it; one the product no longer asks for as stored. */
  consentName(purpose: string): string;
  /** Who answered an enquiry when no staff member is named. */
  theClinic: string;
}

/** 'N day(s)', as the English record has always said it; Kiswahili as the privacy notice does. */
const PERIOD: Record<SiteLocale, (days: number) => string> = {
  en: (n) => `${n} day${n === 1 ? '' : 's'}`,
  sw: periodTextSw,
};

function wordsIn(locale: SiteLocale): RecordWords {
  const t: Translate = translator(locale);
  const period = PERIOD[locale];
  return {
    title: (kind) => t(titles[kind]),
    about: (kind, periods = {}) =>
      t(
        abouts[kind],
        Object.fromEntries(Object.entries(periods).map(([name, days]) => [name, period(days)])),
      ),
    consentName: (purpose) =>
      Object.hasOwn(consentNames, purpose) ? t(consentNames[purpose as ConsentPurpose]) : purpose,
    theClinic: t(others.theClinic),
  };
}

const WORDS: Record<SiteLocale, RecordWords> = { en: wordsIn('en'), sw: wordsIn('sw') };

/** The record's words in `locale`; English by default, as the record was before languages. */
export const recordWords = (locale: SiteLocale = 'en'): RecordWords => WORDS[locale];
