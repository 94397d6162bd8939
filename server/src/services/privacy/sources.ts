import { toClinicIso, type PrivacySection } from 'shared-data/contract';
import type { Executor } from '../../core/database';
import { auditRepository, type AuditRecord } from '../../repositories/audit-repository';
import { bookingRepository } from '../../repositories/booking-repository';
import { consentRepository } from '../../repositories/consent-repository';
import { enquiryRepository } from '../../repositories/enquiry-repository';
import { privacyRepository } from '../../repositories/privacy-repository';
import { clinicStamp } from '../clinic-time';
import type { ServiceContext } from '../context';
import type { RecordWords } from './record-words';

/**
 * The person a request is about: the contact they proved (an email address in lower case or a
 * Kenyan number +254...), and its keyed hash (`key`, how the privacy tables find them without
 * holding the contact; `ref`, its first characters, what the activity log names them by).
 */
export interface Person {
  contact: string;
  email?: string;
  phone?: string;
  key: string;
  ref: string;
}

/** New contact details from the page; one left out stays as it is. */
export interface Correction {
  fullname?: string | undefined;
  email?: string | undefined;
  phonenumber?: string | undefined;
}

/** What an erasure did, counted by name ('removed', 'anonymised', ...). */
export type Counts = Record<string, number>;

/** How long each kind of record is kept, in days (README's RETENTION_* settings). */
export interface RetentionDays {
  enquiryDays: number;
  bookingDays: number;
  logDays: number;
  outboxDays: number;
}

/**
 * One kind of record the clinic holds about a person. The export is every source's section in
 * this order; the code is sent only to a contact some source holds something of; erasure and
 * correction ask each source in turn. A new kind of personal data (the consents a person gave,
 * for one) is one more source in the list createPersonSources answers: nothing else changes.
 */
export interface PersonSource {
  kind: string;
  /** Its title, in the language of `words` (record-words.ts). */
  title(words: RecordWords): string;
  /** Why it is held and for how long, in a sentence the person reads. */
  about(words: RecordWords): string;
  /**
   * Each record of this kind held about the person, as named fields: their values as stored,
   * only the server's own words (a consent's purpose, 'the clinic') in the language of `words`.
   */
  items(person: Person, words: RecordWords): Promise<PrivacySection['items']>;
  /**
   * It only tells about the other sources' records (the activity log): shown in the export, but
   * on its own it makes no contact known, so a code is not sent for it.
   */
  derived?: boolean;
  /**
   * Work of the erasure that has its own transactions, run before the erasure's one (a future
   * booking's cancellation, which tells the clinic as any cancellation does).
   */
  beforeErase?(person: Person): Promise<Counts>;
  /** Erases within the erasure's transaction; answers what it did. */
  erase?(trx: Executor, person: Person, now: string): Promise<Counts>;
  /** Applies the correction within its transaction; answers how many records changed. */
  correct?(trx: Executor, person: Person, fields: Correction, now: string): Promise<number>;
}

/** What the activity log's entries about erased records read afterwards. */
export const ERASED_ENTRY = 'Details removed when the person erased their data';

const contactOf = (person: Person) => ({
  ...(person.email ? { email: person.email } : {}),
  ...(person.phone ? { phone: person.phone } : {}),
});

function geoText(
  geo: { city?: string | null; region?: string | null; country_name?: string | null } | null,
) {
  if (!geo) return null;
  const parts = [geo.city, geo.region, geo.country_name].filter((p): p is string => Boolean(p));
  return parts.length ? parts.join(', ') : null;
}

function activityItem(entry: AuditRecord) {
  return {
    at: clinicStamp(entry.at),
    by: entry.actorName,
    kind: entry.kind,
    what: entry.summary,
  };
}

export interface SourceDeps {
  ctx: ServiceContext;
  retention: RetentionDays;
  /** Cancels a future booking as a cancellation by the client (mail and schedule as usual). */
  cancelForErasure(bookingId: string): Promise<boolean>;
  /** The activity log entry of a changed booking is the booking service's; this is the mailbox key. */
  mailboxKey(email: string): string;
}

/**
 * Every kind of record held about a person, in the order the export shows them: enquiries,
 * bookings, consents, requests made from the privacy page, and the staff's actions on those
 * records.
 */
export function createPersonSources(deps: SourceDeps): PersonSource[] {
  const { ctx, retention } = deps;

  const enquiries: PersonSource = {
    kind: 'enquiries',
    title: (words) => words.title('enquiries'),
    about: (words) =>
      words.about('enquiries', {
        enquiryPeriod: retention.enquiryDays,
        logPeriod: retention.logDays,
      }),
    async items(person, words) {
      const found = await enquiryRepository(ctx.db).ofContact(contactOf(person));
      return found.map((e) => ({
        sent: clinicStamp(e.createdAt),
        fullname: e.fullname,
        email: e.email,
        phonenumber: e.phonenumber,
        message: e.message,
        location: geoText(e.geoData),
        answers: e.responses.map(
          (r) => `${clinicStamp(r.createdAt)} ${r.respondedBy ?? words.theClinic}: ${r.response}`,
        ),
      }));
    },
    async erase(trx, person) {
      const found = await enquiryRepository(trx).ofContact(contactOf(person));
      const ids = found.map((e) => e.id);
      await auditRepository(trx).redactAbout('enquiry', ids, ERASED_ENTRY);
      return { enquiries_removed: await enquiryRepository(trx).remove(ids) };
    },
    async correct(trx, person, fields) {
      const found = await enquiryRepository(trx).ofContact(contactOf(person));
      return enquiryRepository(trx).correct(
        found.map((e) => e.id),
        fields,
      );
    },
  };

  const bookings: PersonSource = {
    kind: 'bookings',
    title: (words) => words.title('bookings'),
    about: (words) => words.about('bookings', { bookingPeriod: retention.bookingDays }),
    async items(person) {
      const found = await bookingRepository(ctx.db).ofContact(contactOf(person));
      return found.map((b) => ({
        reference: b.reference,
        when: toClinicIso(b.start),
        minutes: b.minutes,
        type: b.typeName,
        doctor: b.doctorName,
        status: b.status,
        booked: b.source,
        fullname: b.fullname,
        phonenumber: b.phonenumber,
        email: b.email,
        pet_name: b.petName,
        species: b.species,
        note: b.note,
        made: clinicStamp(b.createdAt),
      }));
    },
    async beforeErase(person) {
      const now = ctx.clock();
      const found = await bookingRepository(ctx.db).ofContact(contactOf(person));
      let cancelled = 0;
      for (const b of found) {
        if (b.status === 'booked' && Date.parse(b.start) > now) {
          if (await deps.cancelForErasure(b.id)) cancelled += 1;
        }
      }
      return { future_bookings_cancelled: cancelled };
    },
    async erase(trx, person, now) {
      const repo = bookingRepository(trx);
      const ids = (await repo.ofContact(contactOf(person))).map((b) => b.id);
      if (!ids.length) return { bookings_anonymised: 0 };
      await auditRepository(trx).redactAbout('booking', ids, ERASED_ENTRY);
      const anonymised = await repo.anonymise(ids, now);
      return { bookings_anonymised: anonymised };
    },
    async correct(trx, person, fields, now) {
      const repo = bookingRepository(trx);
      const ids = (await repo.ofContact(contactOf(person))).map((b) => b.id);
      if (!ids.length) return 0;
      return repo.setClient(
        ids,
        {
          ...(fields.fullname !== undefined ? { fullname: fields.fullname } : {}),
          ...(fields.phonenumber !== undefined ? { phonenumber: fields.phonenumber } : {}),
          ...(fields.email !== undefined
            ? { email: fields.email, emailKey: deps.mailboxKey(fields.email) }
            : {}),
        },
        await repo.bumpVersion(),
        now,
      );
    },
  };

  const requests: PersonSource = {
    kind: 'requests',
    title: (words) => words.title('requests'),
    about: (words) => words.about('requests', { requestPeriod: retention.enquiryDays }),
    async items(person) {
      const found = await privacyRepository(ctx.db).requestsOf(person.key);
      return found.map((r) => ({
        made: clinicStamp(r.createdAt),
        message: r.message,
        due: clinicStamp(r.dueAt),
        answered: r.answeredAt ? clinicStamp(r.answeredAt) : null,
      }));
    },
  };

  const activity: PersonSource = {
    kind: 'activity',
    derived: true,
    title: (words) => words.title('activity'),
    about: (words) => words.about('activity'),
    async items(person) {
      const contact = contactOf(person);
      const [e, b] = await Promise.all([
        enquiryRepository(ctx.db).ofContact(contact),
        bookingRepository(ctx.db).ofContact(contact),
      ]);
      const audit = auditRepository(ctx.db);
      const entries = [
        ...(await audit.aboutAny(
          'enquiry',
          e.map((x) => x.id),
        )),
        ...(await audit.aboutAny(
          'booking',
          b.map((x) => x.id),
        )),
        // The person's own uses of this page and the staff's look-ups of their record.
        ...(await audit.about('person', person.ref)),
      ].sort((x, y) => x.at.localeCompare(y.at) || x.id.localeCompare(y.id));
      return entries.map(activityItem);
    },
  };

  const consents: PersonSource = {
    kind: 'consents',
    title: (words) => words.title('consents'),
    about: (words) => words.about('consents'),
    async items(person, words) {
      const found = await consentRepository(ctx.db).forContact(contactOf(person));
      return found.map((c) => ({
        // A purpose the product no longer asks for keeps its stored name.
        purpose: words.consentName(c.purpose),
        given: clinicStamp(c.givenAt),
        notice_version: c.noticeVersion,
        withdrawn: c.withdrawnAt ? clinicStamp(c.withdrawnAt) : null,
      }));
    },
    async erase(trx, person, now) {
      return {
        consents_withdrawn: await consentRepository(trx).forget(contactOf(person), now, 'erasure'),
      };
    },
    async correct(trx, person, fields) {
      return consentRepository(trx).correct(contactOf(person), {
        email: fields.email,
        phone: fields.phonenumber,
      });
    },
  };

  return [enquiries, bookings, consents, requests, activity];
}
