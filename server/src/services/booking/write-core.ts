import { addDays, addMinutes, parseISO } from 'date-fns';
import { BOOKING, BOOKING_MESSAGES, type SiteLocale } from 'shared-data/contract';
import type { Executor } from '../../core/database';
import { HttpError } from '../../core/errors';
import {
  bookingRepository,
  type BookingRecord,
  type NewBooking,
} from '../../repositories/booking-repository';
import { isUniqueViolation, newId } from '../../repositories/common';
import { reminderQueueRepository } from '../../repositories/reminder-queue-repository';
import { recordChange, type AuditBy } from '../audit-service';
import { mailLater, nowIso, type ServiceContext } from '../context';
import { mailboxKey } from '../mailbox';
import type { ManageLinks } from './link-tokens';
import type { BookingMails } from './mail';
import { assertMovableOnline, newReference, reminderDue } from './rules';
import { cellsOf } from './slots';

/** What a new booking's row needs beyond its type, doctor, time and source: the client's form. */
export interface BookingPerson {
  fullname: string;
  phonenumber: string;
  email?: string | undefined;
  pet_name: string;
  species: string;
  note?: string | undefined;
  /** The page's language (an online booking's); none: English. */
  language?: SiteLocale | undefined;
}

/** The row of a new booking, however it is made (online or by phone): one place to add a field. */
export function newBookingRow(
  {
    typeId,
    minutes,
    doctorId,
    anyDoctor,
    start,
    source,
  }: {
    typeId: string;
    minutes: number;
    doctorId: string;
    anyDoctor: boolean;
    start: Date;
    source: NewBooking['source'];
  },
  person: BookingPerson,
): Omit<NewBooking, 'manageTokenHash' | 'shortTokenHash' | 'reference' | 'emailKey'> {
  return {
    typeId,
    doctorId,
    anyDoctor,
    start: start.toISOString(),
    end: addMinutes(start, minutes).toISOString(),
    source,
    fullname: person.fullname,
    phonenumber: person.phonenumber,
    email: person.email ?? null,
    petName: person.pet_name,
    species: person.species,
    note: person.note ?? '',
    language: person.language ?? 'en',
  };
}

/**
 * Every change of a booking goes through here: one transaction that bumps the change counter,
 * holds or releases the booking's 15-minute cells (whose primary key refuses a double booking),
 * and sets its reminder jobs; then the client's mail.
 */
export function createWriteCore(
  ctx: ServiceContext,
  { links, mails }: { links: ManageLinks; mails: BookingMails },
) {
  const bookings = (db: Executor = ctx.db) => bookingRepository(db);

  /**
   * One booking change as a unit: bumps the change counter first (which also puts concurrent
   * booking transactions in line on PostgreSQL), then `work`. A unique violation of the cells
   * means the time is taken: answered as null.
   */
  async function change<T>(
    work: (trx: Executor, version: number) => Promise<T>,
  ): Promise<T | null> {
    try {
      return await ctx.db.transaction().execute(async (trx) => {
        const version = await bookings(trx).bumpVersion();
        return work(trx, version);
      });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /**
   * The limits of online bookings per contact (docs/behaviour.md#booking-rules): in any 24 hours
   * a phone number and a mailbox may each make BOOKING.maxDailyBookingsPer... (cancelled ones
   * included, so booking and cancelling over and over is bounded too), and a phone number may
   * hold BOOKING.maxFutureBookingsPerPhone upcoming ones.
   */
  async function assertContactLimits(
    repo: ReturnType<typeof bookingRepository>,
    contact: { phonenumber: string; emailKey: string | null },
    now: number,
  ) {
    const since = addDays(new Date(now), -1).toISOString();
    const byPhone = await repo.countMadeSince({ phonenumber: contact.phonenumber }, since);
    if (byPhone >= BOOKING.maxDailyBookingsPerPhone) {
      throw new HttpError(429, BOOKING_MESSAGES.phoneBookedToday);
    }
    if (contact.emailKey !== null) {
      const byMailbox = await repo.countMadeSince({ emailKey: contact.emailKey }, since);
      if (byMailbox >= BOOKING.maxDailyBookingsPerEmail) {
        throw new HttpError(429, BOOKING_MESSAGES.emailBookedToday);
      }
    }
    const upcoming = await repo.countUpcoming(contact.phonenumber, new Date(now).toISOString());
    if (upcoming >= BOOKING.maxFutureBookingsPerPhone) {
      throw new HttpError(409, BOOKING_MESSAGES.tooManyBookings);
    }
  }

  return {
    change,

    /** The contact limits, checked before the slots are worked out (again in insert). */
    assertContactLimits: (contact: { phonenumber: string; emailKey: string | null }) =>
      assertContactLimits(bookings(), contact, ctx.clock()),

    /** A new booking, or null when its time was taken meanwhile. */
    async insert(
      booking: Omit<NewBooking, 'manageTokenHash' | 'shortTokenHash' | 'reference' | 'emailKey'>,
      online: boolean,
      /**
       * Writes what else belongs with the booking (its activity log entry, a consent given with
       * it), in its transaction.
       */
      alongside?: (trx: Executor, id: string, reference: string) => Promise<void>,
    ): Promise<BookingRecord | null> {
      const id = newId();
      let reference = newReference();
      while (await bookings().referenceTaken(reference)) reference = newReference();
      const now = ctx.clock();
      const stamp = nowIso(ctx.clock);
      const emailKey = booking.email ? mailboxKey(booking.email) : null;
      const inserted = await change(async (trx, version) => {
        const repo = bookings(trx);
        // Counted inside the transaction, after the counter (which puts booking transactions in
        // line): two bookings of one phone or mailbox cannot both see room for one more.
        if (online) await assertContactLimits(repo, { ...booking, emailKey }, now);
        await repo.insert(
          { ...booking, emailKey, reference, ...links.hashesOf(id) },
          version,
          stamp,
          id,
        );
        await repo.holdCells(
          id,
          booking.doctorId,
          cellsOf(parseISO(booking.start), parseISO(booking.end)),
        );
        const queue = reminderQueueRepository(trx);
        await queue.replaceReminders(id, reminderDue(parseISO(booking.start), now), stamp);
        // Online, the confirmation goes by text as well as by mail (when an address was given).
        if (online) await queue.addSmsConfirmation(id, stamp);
        await alongside?.(trx, id, reference);
        return id;
      });
      return inserted ? ((await bookings().find(inserted)) ?? null) : null;
    },

    /**
     * Moves a booking: its cells released and the new ones held in one transaction; null when
     * the new time was taken meanwhile. `online`: the manage link's move, held to its bound.
     */
    async moveTo(
      b: BookingRecord,
      doctorId: string,
      start: Date,
      online = false,
      alongside?: (trx: Executor) => Promise<void>,
    ): Promise<BookingRecord | null> {
      const end = addMinutes(start, b.minutes);
      const now = ctx.clock();
      const stamp = nowIso(ctx.clock);
      const moved = await change(async (trx, version) => {
        const repo = bookings(trx);
        // Read again in line with other changes: two moves at once cannot both pass the bound.
        if (online) assertMovableOnline((await repo.find(b.id)) ?? b);
        await repo.releaseCells(b.id);
        await repo.holdCells(b.id, doctorId, cellsOf(start, end));
        await repo.update(
          b.id,
          { doctorId, start: start.toISOString(), end: end.toISOString(), bumpSequence: true },
          version,
          stamp,
        );
        await reminderQueueRepository(trx).replaceReminders(b.id, reminderDue(start, now), stamp);
        await alongside?.(trx);
        return b.id;
      });
      return moved ? ((await bookings().find(moved)) ?? null) : null;
    },

    async cancel(
      b: BookingRecord,
      alongside?: (trx: Executor) => Promise<void>,
    ): Promise<BookingRecord> {
      const stamp = nowIso(ctx.clock);
      await change(async (trx, version) => {
        const repo = bookings(trx);
        await repo.releaseCells(b.id);
        await reminderQueueRepository(trx).dropReminders(b.id);
        await repo.update(b.id, { status: 'cancelled', bumpSequence: true }, version, stamp);
        await alongside?.(trx);
      });
      return (await bookings().find(b.id)) as BookingRecord;
    },

    /** An activity log entry about booking `b` (subject `booking`), written on `trx`. */
    logged:
      (who: AuditBy, kind: string, summary: string, before?: object, after?: object) =>
      (trx: Executor, id?: string) =>
        recordChange(ctx, trx, who, {
          kind,
          subject: { type: 'booking', id: id ?? null },
          summary,
          before: before as Record<string, unknown> | undefined,
          after: after as Record<string, unknown> | undefined,
        }),

    /** The client's mail about the booking, sent after the reply when it has an address. */
    mailClient(b: BookingRecord, kind: 'confirmed' | 'moved' | 'cancelled', message?: string) {
      if (!b.email) return;
      mailLater(ctx, mails.message(b, kind, links.tokenOf(b.id), message));
    },
  };
}

export type WriteCore = ReturnType<typeof createWriteCore>;
