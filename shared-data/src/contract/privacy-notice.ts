/**
 * The privacy notice (docs/behaviour.md#privacy-notice): the one file the clinic edits to change
 * what /privacy says, and the short lines each form shows where it collects personal data.
 *
 * Editing it: change the text, then raise `version` and set `date` to the day it takes effect.
 * Every consent a visitor gives is recorded with the version in force, so an old consent can be
 * read against the words the visitor saw (keep the old text in the repository's history).
 *
 * Words in braces are filled in when the page is shown, from the company's details (COMPANY in
 * company.ts) and the server's settings (how long each kind of record is kept, which outside
 * providers are in use): {company}, {address}, {postalAddress}, {phone}, {contactEmail},
 * {enquiryRetention}, {bookingRetention}, {logRetention}, {outboxRetention}, {activityRetention},
 * {vaccinationReminder}, {answerWithinDays}. `[words](/path)` is a link. Plain data, no zod: the server reads the version
 * from here too, and only the pages that show the text bundle it
 * ('shared-data/contract/privacy-notice').
 *
 * The notice is in English (PRIVACY_NOTICE, here) and in Kiswahili (PRIVACY_NOTICE_SW, words from
 * docs/glossary-sw.md, in privacy-notice-sw.ts, which this module never imports: a visitor in
 * one language downloads none of the other's notice): one notice in two languages, with one
 * `version` and `date`. Change both texts together: they keep the same sections, blocks, lists,
 * words in braces and links (privacy-notice.test.ts fails otherwise). The same goes for
 * COLLECTION_NOTES (its Kiswahili, a few lines, is here too) and CONSENT_NAMES.
 */
import { COMPANY, telHref } from './company';
import { INTL_LOCALE, type SiteLocale } from './locale';
import { SITE_ROUTES } from './site-routes';

/** Where a person sees, downloads, corrects and erases what the clinic holds about them. */
export const MY_DATA_PATH = SITE_ROUTES.public.myData;

/** The purposes a person may consent to; each is asked for separately, never ticked for them. */
export const CONSENT_PURPOSES = ['vaccination_reminders'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** How each purpose is named to the person (the Your data page, the activity log). */
export const CONSENT_NAMES: Record<ConsentPurpose, string> = {
  vaccination_reminders: 'Vaccination reminders',
};

/** A paragraph, a list of items, or the list of recipients as the server is set up. */
export type NoticeBlock = string | { list: readonly string[] } | { recipients: true };

export interface NoticeSection {
  /** The heading's anchor: /privacy#{id}. */
  id: string;
  heading: string;
  blocks: readonly NoticeBlock[];
}

/**
 * Who receives personal data, one entry per kind of provider: `inUse` when the server is set up
 * to use one (SMTP_URL, SMS_GATEWAY_URL, IMAGE_STORE=s3, the location lookup on), `notInUse`
 * otherwise (null: the entry is left out).
 */
export interface NoticeRecipient {
  id: 'mail' | 'sms' | 'storage' | 'location';
  inUse: string;
  notInUse: string | null;
}

/**
 * The words of the notice in one language: what the page shows under its title and version.
 * The version, the date and the facts filled in are the same in every language.
 */
export interface NoticeWords {
  intro: string;
  /** Shown under the controller's details when set (see PRIVACY_NOTICE). */
  controllerRegistration: string | null;
  sections: readonly NoticeSection[];
  recipients: readonly NoticeRecipient[];
  /** Shown in place of the list when no outside provider is in use. */
  noRecipients: string;
}

export const PRIVACY_NOTICE = {
  version: '1.0',
  /** The day this version took effect, YYYY-MM-DD. */
  date: '2026-11-28',
  title: 'Privacy notice',
  /** The address for privacy questions and requests: change it here to a dedicated one. */
  contactEmail: COMPANY.email,
  /** Days within which a request about your data is answered. */
  answerWithinDays: 7,
  /**
   * The clinic's registration as a data controller with the Office of the Data Protection
   * Commissioner, once it has one (e.g. 'Registered data controller, certificate no. ...'):
   * shown under the controller's details when set.
   */
  controllerRegistration: null as string | null,
  intro:
    '{company} looks after your animals, and after what you tell us about yourself. This notice says what personal data we collect on this website, why, who receives it, how long we keep it and what you can do about it, as the Data Protection Act, 2019 of Kenya requires.',
  sections: [
    {
      id: 'controller',
      heading: 'Who we are',
      blocks: [
        '{company} is the data controller of the personal data collected on this website: {address}; {postalAddress}; phone {phone}; email {contactEmail}.',
        'For any question about your data, or to use your rights, write to {contactEmail} or call {phone}.',
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect, and why',
      blocks: [
        '**Contact form.** Your full name, email address, phone number and message, so that we can answer you; we send you an acknowledgement by email and by text. Lawful basis: steps you ask us to take before any service, and our legitimate interest in answering the people who write to us.',
        '**Your approximate location, on the contact page.** When the contact page opens, your browser asks a location service for the approximate place of your internet address (country, region, city, time zone and the address itself). It is sent with your message so that we know where enquiries come from, for example for farm visits. Lawful basis: our legitimate interest. It is not made when your browser sends Do Not Track or Global Privacy Control, and the clinic can turn it off; without it your message goes just the same.',
        "**Booking an appointment.** Your full name, phone number, email address if you give one, your pet's name and species and any note you write, so that we can book and hold your appointment, confirm it, remind you of it 24 hours before by text and email, and keep the record of the visit. Lawful basis: the service you ask for, and our duty to keep records of the care we give.",
        "**Vaccination reminders (optional).** When you tick 'Send me reminders when my pet's vaccinations are due' while booking, we use your phone number and email address to remind you when a vaccination is due: when your pet has had a vaccination with us, we send one reminder {vaccinationReminder} later (about two weeks before a yearly booster), by text and, if you gave one, by email. We check that your consent still stands before sending it. Lawful basis: your consent, which you can withdraw at any time from the link in your booking confirmation or on the [your data](" +
          MY_DATA_PATH +
          ') page. We record when you gave it, the version of this notice you saw, and when you withdrew it.',
        '**Staff accounts.** When a member of staff registers: their full name, email address, a password (kept only as a one-way hash), and the photo, background and description they choose to add, so that they can sign in and, for doctors, be shown on the site. Lawful basis: the employment or engagement of the staff member.',
        '**Using the website.** Our server records each request (the internet address, the page and the time) to keep the site working and secure; a random visitor number in a cookie lets us measure the speed of the site and roll out new versions to a share of visitors. It is not tied to your name, email or phone. Lawful basis: our legitimate interest in a working, secure site.',
        'We do not sell personal data, use it for advertising or make decisions about you by automated means.',
      ],
    },
    {
      id: 'recipients',
      heading: 'Who receives it',
      blocks: [
        'Only the people who need it: the clinic’s staff, and the providers below, who act on our instructions. We also share data when the law requires it.',
        { recipients: true },
        'The map on the contact page is shown by Google Maps, which receives your internet address when the map loads.',
      ],
    },
    {
      id: 'where',
      heading: 'Where it is stored',
      blocks: [
        "Your data is kept in the clinic's database, on the server that runs this website, protected by access controls: only signed-in staff see enquiries and bookings. Where a provider above is outside Kenya, your data is transferred there only with the safeguards the Data Protection Act requires.",
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        {
          list: [
            'Enquiries from the contact form: {enquiryRetention}.',
            'Bookings: {bookingRetention} after the visit, as the record of the care given.',
            "Our server's request records (internet addresses): {logRetention}.",
            'Copies of the emails and texts we send: {outboxRetention}.',
            "The record of staff's changes (the activity log): {activityRetention}.",
            'A consent: while it is in force; the record of when it was given and withdrawn, as long as the booking it came with.',
          ],
        },
        'After that, the data is deleted, or anonymised where the clinic must keep a record of a visit.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      blocks: [
        'Under the Data Protection Act, 2019 you have the right:',
        {
          list: [
            'to be told how your data is used (this notice);',
            'to access the personal data we hold about you;',
            'to have false or misleading data corrected;',
            'to have false, misleading or unlawfully kept data deleted;',
            'to receive your data in a form a computer can read, and to have it moved elsewhere;',
            'to object to our use of all or part of your data;',
            'to withdraw a consent at any time, as easily as you gave it;',
            'to complain to the [Office of the Data Protection Commissioner](https://www.odpc.go.ke).',
          ],
        },
        'To see, download, correct or erase what we hold about you, go to [your data](' +
          MY_DATA_PATH +
          '): a code sent to your email or phone proves it is you. For anything else, write to {contactEmail} or call {phone}; we answer within {answerWithinDays} days.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this notice',
      blocks: [
        'When we change this notice we publish the new version here with its date. A consent you gave stays tied to the version you saw.',
      ],
    },
  ] satisfies readonly NoticeSection[],
  recipients: [
    {
      id: 'mail',
      inUse:
        'Our email provider, which delivers the emails we send you (acknowledgements, confirmations, reminders, answers).',
      notInUse: null,
    },
    {
      id: 'sms',
      inUse:
        'Our text message gateway, which delivers the texts we send you (acknowledgements, confirmations, reminders).',
      notInUse: null,
    },
    {
      id: 'storage',
      inUse:
        "Our storage provider, which keeps the images of the website, staff members' photos included.",
      notInUse: null,
    },
    {
      id: 'location',
      inUse:
        'The location service {lookupHost}, which receives your internet address when the contact page opens (see above).',
      notInUse: null,
    },
  ] satisfies readonly NoticeRecipient[],
  /** Shown in place of the list when no outside provider is in use. */
  noRecipients: 'At present no outside provider receives personal data from this website.',
} as const;

/**
 * What each form says where it collects personal data: one short line, then a link to the
 * notice. The optional consents are asked for separately, unticked.
 */
export const COLLECTION_NOTES = {
  contact:
    'We use your details only to answer your message, by email, phone or text; your approximate location may go with it, unless your browser asks not to be tracked.',
  booking:
    'We use your details to book your appointment, confirm it and remind you of it by text and email, and keep the record of the visit.',
  register:
    'We use your name, email and photo for your staff account and, for doctors, the public doctors list.',
  /** The optional consent on the booking form (unticked until the visitor ticks it). */
  vaccinationReminders: "Send me reminders when my pet's vaccinations are due",
  vaccinationRemindersHint:
    'Optional. By text, and by email if you give one. You can stop them at any time from the link in your confirmation.',
  linkText: 'How we use your data',
} as const;

/**
 * COLLECTION_NOTES in Kiswahili. The booking form and the notes' link say the same words through
 * mfe-public's catalogue, and Register Account through mfe-auth's: keep them equal.
 */
export const COLLECTION_NOTES_SW: Record<keyof typeof COLLECTION_NOTES, string> = {
  contact:
    'Tunatumia maelezo yako tu kujibu ujumbe wako, kwa barua pepe, simu au SMS; mahali ulipo kwa makadirio panaweza kutumwa pamoja nao, isipokuwa kivinjari chako kiombe kutofuatiliwa.',
  booking:
    'Tunatumia maelezo yako kuweka miadi yako, kuithibitisha na kukukumbusha kwa SMS na barua pepe, na kuhifadhi kumbukumbu ya ziara.',
  register:
    'Tunatumia jina lako, barua pepe yako na picha yako kwa akaunti yako ya mfanyakazi na, kwa madaktari, kwa orodha ya madaktari inayoonekana kwa umma.',
  vaccinationReminders: 'Nitumie vikumbusho chanjo za mnyama wangu zinapokaribia',
  vaccinationRemindersHint:
    'Hiari. Kwa SMS, na kwa barua pepe ukiiweka. Unaweza kuvisitisha wakati wowote kupitia kiungo kilicho kwenye uthibitisho wako.',
  linkText: 'Jinsi tunavyotumia data yako',
};

/** The forms' notes in a language of the site. */
export function collectionNotes(locale: SiteLocale): Record<keyof typeof COLLECTION_NOTES, string> {
  return locale === 'sw' ? COLLECTION_NOTES_SW : COLLECTION_NOTES;
}

/** The periods the notice states, in days, as the server is set up (RETENTION_*_DAYS). */
export interface RetentionDays {
  enquiry: number;
  booking: number;
  log: number;
  outbox: number;
  activity: number;
}

/** What /privacy fills in from the server's settings (GET privacy-notice). */
export interface PrivacyFacts {
  retention_days: RetentionDays;
  /** Which providers receive personal data, as the server is set up. */
  recipients: Record<NoticeRecipient['id'], boolean>;
  /** The host of the contact page's location lookup; null when it is off. */
  location_lookup_host: string | null;
  /** Days from a completed vaccination visit to its reminder (VACCINATION_REMINDER_DAYS). */
  vaccination_reminder_days: number;
}

/** A period as a person reads it: 730 days is '2 years', 30 days '30 days', 1 day '1 day'. */
export function periodText(days: number): string {
  if (days >= 365 && days % 365 === 0) {
    const years = days / 365;
    return years === 1 ? '1 year' : `${years} years`;
  }
  return days === 1 ? '1 day' : `${days} days`;
}

/**
 * periodText in Kiswahili: the number after the noun, through Intl (sw-KE): 730 days is
 * 'miaka 2', 365 'mwaka 1', 30 'siku 30' (docs/glossary-sw.md).
 */
export function periodTextSw(days: number): string {
  const years = days >= 365 && days % 365 === 0 ? days / 365 : null;
  const number = new Intl.NumberFormat(INTL_LOCALE.sw).format(years ?? days);
  if (years === null) return `siku ${number}`;
  return new Intl.PluralRules(INTL_LOCALE.sw).select(years) === 'one'
    ? `mwaka ${number}`
    : `miaka ${number}`;
}

const PERIOD_TEXT: Record<SiteLocale, (days: number) => string> = {
  en: periodText,
  sw: periodTextSw,
};

/**
 * The words in braces of the notice, from the company's details and the server's facts; the
 * phone and the email are links (tel:, mailto:), so a phone can call from the notice itself.
 * In Kiswahili the periods and numbers are written as Kiswahili writes them, and the postal
 * address takes 'S.L.P.' (docs/glossary-sw.md).
 */
export function noticeValues(
  facts: PrivacyFacts,
  locale: SiteLocale = 'en',
): Record<string, string> {
  const days = facts.retention_days;
  const period = PERIOD_TEXT[locale];
  return {
    company: COMPANY.name,
    address: COMPANY.address.join(', '),
    postalAddress:
      locale === 'sw'
        ? COMPANY.postalAddress.replace(/^P\.O\. Box /, 'S.L.P. ')
        : COMPANY.postalAddress,
    phone: `[${COMPANY.phones[0]}](${telHref(COMPANY.phones[0])})`,
    contactEmail: `[${PRIVACY_NOTICE.contactEmail}](mailto:${PRIVACY_NOTICE.contactEmail})`,
    answerWithinDays:
      locale === 'sw'
        ? new Intl.NumberFormat(INTL_LOCALE.sw).format(PRIVACY_NOTICE.answerWithinDays)
        : String(PRIVACY_NOTICE.answerWithinDays),
    enquiryRetention: period(days.enquiry),
    bookingRetention: period(days.booking),
    logRetention: period(days.log),
    outboxRetention: period(days.outbox),
    activityRetention: period(days.activity),
    vaccinationReminder: period(facts.vaccination_reminder_days),
    lookupHost: facts.location_lookup_host ?? '',
  };
}

/**
 * The recipients' lines that apply, as the server is set up, in the language of `words`
 * (PRIVACY_NOTICE, or PRIVACY_NOTICE_SW from privacy-notice-sw.ts).
 */
export function recipientLines(facts: PrivacyFacts, words: NoticeWords = PRIVACY_NOTICE): string[] {
  return words.recipients.flatMap((recipient) => {
    const line = facts.recipients[recipient.id] ? recipient.inUse : recipient.notInUse;
    return line === null ? [] : [line];
  });
}

/** Fills the words in braces; a word it does not know is left as written. */
export function fillNotice(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
