// Long on purpose: every query of the bookings table and what a booking holds (its cells, the
// change counter), for booking, privacy and retention alike; one row shape, one place.
import type { AppointmentStatus, BookingSource, SiteLocale } from 'shared-data/contract';
import { sql, type Selectable } from 'kysely';
import type { Executor } from '../core/database';
import type { BookingsTable } from '../core/tables';
import { newId } from './common';

export interface BookingRecord {
  id: string;
  reference: string;
  typeId: string;
  typeName: string;
  minutes: number;
  doctorId: string;
  doctorName: string;
  anyDoctor: boolean;
  start: string;
  end: string;
  status: AppointmentStatus;
  source: BookingSource;
  fullname: string;
  phonenumber: string;
  email: string | null;
  petName: string;
  species: string;
  note: string;
  sequence: number;
  version: number;
  /** Whether it has a short manage link (bookings made before short links have none). */
  hasShortLink: boolean;
  createdAt: string;
  updatedAt: string;
  /** When the client's details were removed; null while they are kept. */
  anonymisedAt: string | null;
  /** The language it was booked in: every message about it is in this one. */
  language: SiteLocale;
}

/** What an anonymised booking holds in place of the client's name and their pet's. */
export const ERASED_NAME = '(erased)';

export interface NewBooking {
  reference: string;
  typeId: string;
  doctorId: string;
  anyDoctor: boolean;
  start: string;
  end: string;
  source: BookingSource;
  fullname: string;
  phonenumber: string;
  email: string | null;
  /** The mailbox `email` reaches (services/mailbox.ts), counted by the per-mailbox limit. */
  emailKey: string | null;
  petName: string;
  species: string;
  note: string;
  manageTokenHash: string;
  /** SHA-256 of the short manage token; none: the booking has the long link only. */
  shortTokenHash?: string | null;
  /** The page's language it was booked from; none: English (a booking taken by phone). */
  language?: SiteLocale;
}

/** The statuses that hold a doctor's time (and count towards a phone's upcoming bookings). */
export const HOLDING: AppointmentStatus[] = ['booked', 'arrived'];

/**
 * Bookings, the schedule cells they hold and the change counter; their reminder jobs are
 * reminder-queue-repository.ts's.
 */
export function bookingRepository(db: Executor) {
  const withNames = () =>
    db
      .selectFrom('bookings')
      .innerJoin('appointment_types', 'appointment_types.id', 'bookings.type_id')
      .leftJoin('staff', 'staff.id', 'bookings.doctor_id')
      .selectAll('bookings')
      .select([
        'appointment_types.name as type_name',
        'appointment_types.minutes as type_minutes',
        'staff.fullname as doctor_name',
      ]);

  type Row = Selectable<BookingsTable> & {
    type_name: string;
    type_minutes: number;
    doctor_name: string | null;
  };
  const record = (row: Row): BookingRecord => ({
    id: row.id,
    reference: row.reference,
    typeId: row.type_id,
    typeName: row.type_name,
    // The booking's own length: the type's may have changed since.
    minutes: Math.round((Date.parse(row.end_at) - Date.parse(row.start_at)) / 60_000),
    doctorId: row.doctor_id,
    doctorName: row.doctor_name ?? 'Former staff member',
    anyDoctor: row.any_doctor === 1,
    start: row.start_at,
    end: row.end_at,
    status: row.status,
    source: row.source,
    fullname: row.fullname,
    phonenumber: row.phonenumber,
    email: row.email,
    petName: row.pet_name,
    species: row.species,
    note: row.note,
    sequence: row.sequence,
    version: Number(row.version),
    hasShortLink: row.short_token_hash !== null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    anonymisedAt: row.anonymised_at,
    language: row.language === 'sw' ? 'sw' : 'en',
  });

  const repository = {
    /** The next value of the change counter; call once in each transaction that changes bookings. */
    async bumpVersion(): Promise<number> {
      const row = await db
        .updateTable('booking_state')
        .set({ version: sql`version + 1` })
        .where('id', '=', 1)
        .returning('version')
        .executeTakeFirstOrThrow();
      return Number(row.version);
    },
    async currentVersion(): Promise<number> {
      const row = await db
        .selectFrom('booking_state')
        .select('version')
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      return Number(row.version);
    },

    async insert(
      booking: NewBooking,
      version: number,
      now: string,
      id: string = newId(),
    ): Promise<string> {
      await db
        .insertInto('bookings')
        .values({
          id,
          reference: booking.reference,
          type_id: booking.typeId,
          doctor_id: booking.doctorId,
          any_doctor: booking.anyDoctor ? 1 : 0,
          start_at: booking.start,
          end_at: booking.end,
          status: 'booked',
          source: booking.source,
          fullname: booking.fullname,
          phonenumber: booking.phonenumber,
          email: booking.email,
          email_key: booking.emailKey,
          pet_name: booking.petName,
          species: booking.species,
          note: booking.note,
          manage_token_hash: booking.manageTokenHash,
          short_token_hash: booking.shortTokenHash ?? null,
          language: booking.language ?? 'en',
          version,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return id;
    },
    async update(
      id: string,
      changes: {
        doctorId?: string;
        start?: string;
        end?: string;
        status?: AppointmentStatus;
        bumpSequence?: boolean;
      },
      version: number,
      now: string,
    ): Promise<void> {
      await db
        .updateTable('bookings')
        .set({
          ...(changes.doctorId !== undefined ? { doctor_id: changes.doctorId } : {}),
          ...(changes.start !== undefined ? { start_at: changes.start } : {}),
          ...(changes.end !== undefined ? { end_at: changes.end } : {}),
          ...(changes.status !== undefined ? { status: changes.status } : {}),
          ...(changes.bumpSequence ? { sequence: sql`sequence + 1` } : {}),
          version,
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Takes the cells: the primary key (doctor_id, cell_start) refuses a cell another booking
     * holds, so the insert fails with a unique violation when the time overlaps one.
     */
    async holdCells(bookingId: string, doctorId: string, cells: string[]): Promise<void> {
      await db
        .insertInto('booking_cells')
        .values(
          cells.map((cell) => ({ doctor_id: doctorId, cell_start: cell, booking_id: bookingId })),
        )
        .execute();
    },
    async releaseCells(bookingId: string): Promise<void> {
      await db.deleteFrom('booking_cells').where('booking_id', '=', bookingId).execute();
    },

    async find(id: string): Promise<BookingRecord | undefined> {
      const row = await withNames().where('bookings.id', '=', id).executeTakeFirst();
      return row ? record(row) : undefined;
    },
    async findByTokenHash(hash: string): Promise<BookingRecord | undefined> {
      const row = await withNames()
        .where('bookings.manage_token_hash', '=', hash)
        .executeTakeFirst();
      return row ? record(row) : undefined;
    },
    async findByShortTokenHash(hash: string): Promise<BookingRecord | undefined> {
      const row = await withNames()
        .where('bookings.short_token_hash', '=', hash)
        .executeTakeFirst();
      return row ? record(row) : undefined;
    },
    async referenceTaken(reference: string): Promise<boolean> {
      const row = await db
        .selectFrom('bookings')
        .select('id')
        .where('reference', '=', reference)
        .executeTakeFirst();
      return Boolean(row);
    },
    /** Bookings starting in [from, to) (UTC ISO), by start; cancelled ones too unless told. */
    async list(filter: {
      from: string;
      to: string;
      doctorIds?: string[];
      holdingOnly?: boolean;
    }): Promise<BookingRecord[]> {
      let query = withNames()
        .where('bookings.start_at', '<', filter.to)
        .where('bookings.end_at', '>', filter.from)
        .orderBy('bookings.start_at')
        .orderBy('bookings.id');
      if (filter.doctorIds) {
        if (!filter.doctorIds.length) return [];
        query = query.where('bookings.doctor_id', 'in', filter.doctorIds);
      }
      if (filter.holdingOnly) query = query.where('bookings.status', 'in', HOLDING);
      return (await query.execute()).map(record);
    },
    async changedSince(version: number): Promise<BookingRecord[]> {
      const rows = await withNames()
        .where('bookings.version', '>', version)
        .orderBy('bookings.version')
        .limit(500)
        .execute();
      return rows.map(record);
    },
    /** Bookings of a phone number still to come (booked or arrived). */
    async countUpcoming(phonenumber: string, now: string): Promise<number> {
      const row = await db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('phonenumber', '=', phonenumber)
        .where('status', 'in', HOLDING)
        .where('end_at', '>', now)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    /**
     * Online bookings made since `since` (cancelled ones included) by a phone number, or for a
     * mailbox (its key, services/mailbox.ts).
     */
    async countMadeSince(
      contact: { phonenumber: string } | { emailKey: string },
      since: string,
    ): Promise<number> {
      const row = await db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll().as('count'))
        .where(
          'phonenumber' in contact
            ? (eb) => eb('phonenumber', '=', contact.phonenumber)
            : (eb) => eb('email_key', '=', contact.emailKey),
        )
        .where('source', '=', 'online')
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    async countStatus(filter: {
      from: string;
      to: string;
      statuses: AppointmentStatus[];
      doctorId?: string;
    }): Promise<number> {
      let query = db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('start_at', '>=', filter.from)
        .where('start_at', '<', filter.to)
        .where('status', 'in', filter.statuses);
      if (filter.doctorId) query = query.where('doctor_id', '=', filter.doctorId);
      return Number((await query.executeTakeFirstOrThrow()).count);
    },

    /**
     * A person's bookings (docs/behaviour.md#your-data), by the email address or the phone number
     * (+254...) they were made with, anonymised ones left out. By start.
     */
    async ofContact(contact: { email?: string; phone?: string }): Promise<BookingRecord[]> {
      if (!contact.email && !contact.phone) return [];
      const rows = await withNames()
        .where((eb) =>
          contact.email
            ? eb('bookings.email', '=', contact.email)
            : eb('bookings.phonenumber', '=', contact.phone ?? ''),
        )
        .where('bookings.anonymised_at', 'is', null)
        .orderBy('bookings.start_at')
        .orderBy('bookings.id')
        .execute();
      return rows.map(record);
    },
    /**
     * Rewrites the client's details of these bookings, with the change counter's `version` so
     * the dashboard's schedule sees it. `email` null removes the address (and its mailbox key).
     */
    async setClient(
      ids: string[],
      fields: {
        fullname?: string;
        phonenumber?: string;
        email?: string | null;
        emailKey?: string | null;
        petName?: string;
        note?: string;
        anonymisedAt?: string;
      },
      version: number,
      now: string,
    ): Promise<number> {
      if (!ids.length) return 0;
      const result = await db
        .updateTable('bookings')
        .set({
          ...(fields.fullname !== undefined ? { fullname: fields.fullname } : {}),
          ...(fields.phonenumber !== undefined ? { phonenumber: fields.phonenumber } : {}),
          ...(fields.email !== undefined ? { email: fields.email } : {}),
          ...(fields.emailKey !== undefined ? { email_key: fields.emailKey } : {}),
          ...(fields.petName !== undefined ? { pet_name: fields.petName } : {}),
          ...(fields.note !== undefined ? { note: fields.note } : {}),
          ...(fields.anonymisedAt !== undefined ? { anonymised_at: fields.anonymisedAt } : {}),
          version,
          updated_at: now,
        })
        .where('id', 'in', ids)
        .execute();
      return result.reduce((sum, r) => sum + Number(r.numUpdatedRows), 0);
    },
    /**
     * Erases the client's details of these bookings (erasure and retention alike): names become
     * ERASED_NAME, contact and note empty, and the rows are stamped anonymised at `now`.
     */
    async anonymise(ids: string[], now: string): Promise<number> {
      if (!ids.length) return 0;
      return repository.setClient(
        ids,
        {
          fullname: ERASED_NAME,
          phonenumber: '',
          email: null,
          emailKey: null,
          petName: ERASED_NAME,
          note: '',
          anonymisedAt: now,
        },
        await repository.bumpVersion(),
        now,
      );
    },
    /** Up to `limit` ids of bookings that started before `before` and still hold a client's details. */
    async keptBefore(before: string, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('bookings')
        .select('id')
        .where('start_at', '<', before)
        .where('anonymised_at', 'is', null)
        .orderBy('start_at')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },
  };
  return repository;
}
