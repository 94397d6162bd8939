// Long on purpose: booking's one set of rules (slots, create, the manage link, the staff's
// changes) reads together; mail wording is in booking-mail.ts, hours and types in schedule-service.ts.
import { createHash, createHmac, randomInt } from 'node:crypto';
import { addDays, addHours, addMinutes, parseISO } from 'date-fns';
import {
  BOOKING,
  BOOKING_MESSAGES,
  addClinicDays,
  bookingWindow,
  clinicDay,
  clinicDayStart,
  clinicDays,
  dayRangeProblem,
  toClinicIso,
  type AppointmentStatus,
  type BookingConfirmation,
  type CallRequest,
  type ManagedAppointment,
  type Slot,
  type StaffAppointment,
} from 'shared-data/contract';
import type { Caller } from '../core/caller';
import { Serialized } from '../core/serialized';
import { HttpError } from '../core/errors';
import type { Executor } from '../core/database';
import {
  bookingRepository,
  type BookingRecord,
  type NewBooking,
} from '../repositories/booking-repository';
import { isUniqueViolation, newId } from '../repositories/common';
import {
  scheduleRepository,
  type AppointmentTypeRecord,
} from '../repositories/schedule-repository';
import { staffRepository } from '../repositories/staff-repository';
import { bookingMails } from './booking-mail';
import { mailboxKey } from './mailbox';
import { mailLater, nowIso, type ServiceContext } from './context';
import { anyDoctor, cellsOf, freeSlots, onGrid, type FreeSlot, type SlotDoctor } from './slots';

export interface BookingOptions {
  /** The site's origin: manage links start with it. */
  publicUrl: string;
  /** Keys the manage links (an HMAC of the booking's id). */
  linkKey: Buffer;
}

/**
 * Each move mails the client again: the manage link moves a booking only while it has been moved
 * (or changed) fewer times than this (docs/behaviour.md#booking-rules).
 */
export const MAX_MOVES_ONLINE = 3;
const MOVED_TOO_OFTEN = `This appointment has been moved ${MAX_MOVES_ONLINE} times; please call us to move it again`;

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function newReference(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `MV-${code}`;
}

export function presentSlot(slot: FreeSlot): Slot {
  return {
    start: toClinicIso(slot.start),
    end: toClinicIso(slot.end),
    doctor_id: slot.doctor.id,
    doctor_name: slot.doctor.name,
  };
}

export function presentStaffAppointment(b: BookingRecord): StaffAppointment {
  return {
    id: b.id,
    reference: b.reference,
    status: b.status,
    source: b.source,
    start: toClinicIso(b.start),
    end: toClinicIso(b.end),
    doctor_id: b.doctorId,
    doctor_name: b.doctorName,
    type_id: b.typeId,
    type_name: b.typeName,
    minutes: b.minutes,
    fullname: b.fullname,
    phonenumber: b.phonenumber,
    email: b.email,
    pet_name: b.petName,
    species: b.species,
    note: b.note,
    created_at: b.createdAt,
    updated_at: b.updatedAt,
  };
}

interface FreeQuery {
  type: AppointmentTypeRecord;
  /** One doctor, or every doctor who does the type. */
  doctorId?: string | undefined;
  from: string;
  to: string;
  /** Online rules: the 1 hour - 30 days window, Sundays and holidays closed. */
  online: boolean;
  /** Its own time counts as free (a move). */
  ignoreBooking?: string;
  /** Bookings are left out: would the time be bookable if nobody had booked it? */
  ignoreBookings?: boolean;
  /** Every doctor's slots, not one per time ("any available" collapses them). */
  perDoctor?: boolean;
}

export function createBookingService(ctx: ServiceContext, options: BookingOptions) {
  const schedule = (db: Executor = ctx.db) => scheduleRepository(db);
  const bookings = (db: Executor = ctx.db) => bookingRepository(db);
  const mails = bookingMails(options.publicUrl);

  const tokenOf = (bookingId: string) =>
    createHmac('sha256', options.linkKey).update(`manage:${bookingId}`).digest('base64url');
  const manageUrl = (bookingId: string) => mails.manageUrl(tokenOf(bookingId));

  async function activeType(id: string, field = 'type'): Promise<AppointmentTypeRecord> {
    const type = await schedule().type(id);
    if (!type?.active) throw new HttpError(400, `${field} is not an appointment type we offer`);
    return type;
  }

  /** A chosen doctor must be one who does the type: `field` names the request's field. */
  async function assertOffers(type: AppointmentTypeRecord, doctorId: string, field: string) {
    if (!(await doctorsFor(type)).some((d) => d.id === doctorId)) {
      throw new HttpError(400, `${field} does not offer this appointment type`);
    }
  }

  /** Active doctors who do the type (every doctor when the type names none). */
  async function doctorsFor(type: AppointmentTypeRecord | undefined) {
    const doctors = await staffRepository(ctx.db).list({ status: 'ACTIVE', isDoctor: true });
    return doctors.filter(
      (d) => !type || type.doctorIds.length === 0 || type.doctorIds.includes(d.id),
    );
  }

  async function free(query: FreeQuery): Promise<FreeSlot[]> {
    const now = new Date(ctx.clock());
    let { from, to } = query;
    if (query.online) {
      const window = bookingWindow(now);
      if (from < window.first) from = window.first;
      if (to > window.last) to = window.last;
    }
    if (from > to) return [];
    const eligible = await doctorsFor(query.type);
    const doctors: SlotDoctor[] = eligible
      .filter((d) => !query.doctorId || d.id === query.doctorId)
      .map((d) => ({ id: d.id, name: d.fullname }));
    if (!doctors.length) return [];
    const ids = doctors.map((d) => d.id);
    const rangeStart = clinicDayStart(from).toISOString();
    const rangeEnd = clinicDayStart(addClinicDays(to, 1)).toISOString();
    const [hours, timeOff, holidays, taken] = await Promise.all([
      schedule().hours(ids),
      schedule().timeOff({ doctorIds: ids, from: rangeStart, to: rangeEnd }),
      schedule().holidays({ from, to }),
      query.ignoreBookings
        ? Promise.resolve([])
        : bookings().list({ from: rangeStart, to: rangeEnd, doctorIds: ids, holdingOnly: true }),
    ]);
    const busy = new Map<string, [number, number][]>();
    const add = (doctorId: string, start: string, end: string) => {
      const list = busy.get(doctorId) ?? [];
      list.push([Date.parse(start), Date.parse(end)]);
      busy.set(doctorId, list);
    };
    for (const off of timeOff) add(off.doctorId, off.start, off.end);
    for (const b of taken) if (b.id !== query.ignoreBooking) add(b.doctorId, b.start, b.end);
    const slots = freeSlots({
      days: clinicDays(from, to),
      doctors,
      minutes: query.type.minutes,
      hours,
      busy,
      holidays: new Set(holidays.map((h) => h.day)),
      earliest: query.online ? addMinutes(now, BOOKING.minLeadMinutes) : now,
      closedDays: query.online,
    });
    if (query.doctorId || query.perDoctor) return slots;
    // Spread "any available" over the doctors: the one with the fewest bookings that day.
    const load = new Map<string, number>();
    for (const b of taken) {
      const key = `${clinicDay(b.start)}|${b.doctorId}`;
      load.set(key, (load.get(key) ?? 0) + 1);
    }
    return anyDoctor(slots, (slot) => load.get(`${slot.day}|${slot.doctor.id}`) ?? 0);
  }

  /**
   * A list's from..to, refused before any day is listed or any row read: the contract's rule
   * again, for callers that come without it.
   */
  function checkRange(from: string, to: string) {
    const problem = dayRangeProblem(from, to, BOOKING.maxRangeDays, ctx.clock());
    if (problem) throw new HttpError(400, `${problem.field} ${problem.rule}`);
  }

  /** The start as an instant on the grid, or a 400 naming `field`. */
  function gridStart(iso: string, field = 'start'): Date {
    const start = parseISO(iso);
    if (Number.isNaN(start.getTime()) || !onGrid(start)) {
      throw new HttpError(400, `${field} must be on a ${BOOKING.gridMinutes}-minute step`);
    }
    return start;
  }

  /**
   * The 409 of a time someone else took: the day's fresh free slots come with it. Online: the
   * visitor's rules; staff (online false) get every free time of the day from now on.
   */
  async function slotTaken(
    type: AppointmentTypeRecord,
    doctorId: string | undefined,
    day: string,
    { online = true, ignoreBooking }: { online?: boolean; ignoreBooking?: string } = {},
  ) {
    const slots = await free({
      type,
      doctorId,
      from: day,
      to: day,
      online,
      ...(ignoreBooking ? { ignoreBooking } : {}),
    });
    return new HttpError(409, BOOKING_MESSAGES.slotTaken, {}, { slots: slots.map(presentSlot) });
  }

  /**
   * The doctors free at `start` for this query, the one "any available" would give first.
   */
  async function doctorsFreeAt(query: FreeQuery, start: Date): Promise<string[]> {
    const at = (slots: FreeSlot[]) =>
      slots.filter((slot) => slot.start.getTime() === start.getTime()).map((s) => s.doctor.id);
    const every = at(await free({ ...query, perDoctor: true }));
    if (query.doctorId || every.length < 2) return every;
    const [preferred] = at(await free(query));
    return preferred ? [preferred, ...every.filter((id) => id !== preferred)] : every;
  }

  /** Why a time cannot be had: taken by another booking (409 with fresh slots), or never free (400). */
  async function notFree(
    type: AppointmentTypeRecord,
    doctorId: string | undefined,
    day: string,
    start: Date,
    ignoreBooking?: string,
  ): Promise<HttpError> {
    const possible = await free({
      type,
      doctorId,
      from: day,
      to: day,
      online: true,
      ignoreBookings: true,
      perDoctor: true,
      ...(ignoreBooking ? { ignoreBooking } : {}),
    });
    if (possible.some((slot) => slot.start.getTime() === start.getTime())) {
      return slotTaken(type, doctorId, day);
    }
    return new HttpError(400, BOOKING_MESSAGES.slotUnavailable);
  }

  const reminderDue = (start: Date, now: number): string | null => {
    const due = addHours(start, -BOOKING.reminderHoursBefore);
    return due.getTime() > now ? due.toISOString() : null;
  };

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

  async function insertBooking(
    booking: Omit<NewBooking, 'manageTokenHash' | 'reference' | 'emailKey'>,
    online: boolean,
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
        { ...booking, emailKey, reference, manageTokenHash: sha256(tokenOf(id)) },
        version,
        stamp,
        id,
      );
      await repo.holdCells(
        id,
        booking.doctorId,
        cellsOf(parseISO(booking.start), parseISO(booking.end)),
      );
      await repo.replaceReminders(id, reminderDue(parseISO(booking.start), now), stamp);
      return id;
    });
    return inserted ? ((await bookings().find(inserted)) ?? null) : null;
  }

  async function byToken(token: string): Promise<BookingRecord> {
    const found = TOKEN_PATTERN.test(token)
      ? await bookings().findByTokenHash(sha256(token))
      : undefined;
    // The hash matched, and the token is the one this server makes for that booking.
    if (!found || tokenOf(found.id) !== token)
      throw new HttpError(404, BOOKING_MESSAGES.linkInvalid);
    return found;
  }

  const changeUntil = (b: BookingRecord) =>
    addMinutes(parseISO(b.start), -BOOKING.manageCutoffMinutes);
  const changeable = (b: BookingRecord) =>
    b.status === 'booked' && ctx.clock() <= changeUntil(b).getTime();

  function presentManaged(
    b: BookingRecord,
    type: { id: string; name: string; minutes: number },
  ): ManagedAppointment {
    return {
      reference: b.reference,
      status: b.status,
      start: toClinicIso(b.start),
      end: toClinicIso(b.end),
      doctor_id: b.doctorId,
      doctor_name: b.doctorName,
      type,
      fullname: b.fullname,
      pet_name: b.petName,
      species: b.species,
      changeable: changeable(b),
      change_until: toClinicIso(changeUntil(b)),
    };
  }
  const managedView = (b: BookingRecord) =>
    presentManaged(b, { id: b.typeId, name: b.typeName, minutes: b.minutes });

  function assertChangeable(b: BookingRecord) {
    if (b.status !== 'booked') throw new HttpError(409, BOOKING_MESSAGES.notChangeable);
    if (!changeable(b)) throw new HttpError(409, BOOKING_MESSAGES.tooLateToChange);
  }

  /** Moves a booking: its cells released and the new ones held in one transaction. */
  /** Whether the manage link may still move it: each move mails the client again. */
  const assertMovableOnline = (b: BookingRecord) => {
    if (b.sequence >= MAX_MOVES_ONLINE) throw new HttpError(409, MOVED_TOO_OFTEN);
  };

  async function moveTo(
    b: BookingRecord,
    doctorId: string,
    start: Date,
    online = false,
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
      await repo.replaceReminders(b.id, reminderDue(start, now), stamp);
      return b.id;
    });
    return moved ? ((await bookings().find(moved)) ?? null) : null;
  }

  async function cancel(b: BookingRecord): Promise<BookingRecord> {
    const stamp = nowIso(ctx.clock);
    await change(async (trx, version) => {
      const repo = bookings(trx);
      await repo.releaseCells(b.id);
      await repo.dropReminders(b.id);
      await repo.update(b.id, { status: 'cancelled', bumpSequence: true }, version, stamp);
    });
    return (await bookings().find(b.id)) as BookingRecord;
  }

  async function staffBooking(id: string): Promise<BookingRecord> {
    const found = await bookings().find(id);
    if (!found) throw new HttpError(404, 'The appointment was not found');
    return found;
  }

  const mailClient = (
    b: BookingRecord,
    kind: 'confirmed' | 'moved' | 'cancelled',
    message?: string,
  ) => {
    if (!b.email) return;
    mailLater(ctx, mails.message(b, kind, tokenOf(b.id), message));
  };

  return {
    manageUrl,
    tokenOf,

    async types() {
      return (await schedule().types({ activeOnly: true })).map(({ id, name, minutes }) => ({
        id,
        name,
        minutes,
      }));
    },

    async doctors(typeId: string | undefined) {
      const type = typeId ? await activeType(typeId) : undefined;
      return (await doctorsFor(type)).map((d) => ({
        id: d.id,
        fullname: d.fullname,
        role: d.role,
        avatar: ctx.images.present(d.avatar).url,
        avatar_srcset: ctx.images.present(d.avatar).srcset,
      }));
    },

    async slots(query: { type: string; from: string; to: string; doctor?: string | undefined }) {
      checkRange(query.from, query.to);
      const type = await activeType(query.type);
      if (query.doctor) await assertOffers(type, query.doctor, 'doctor');
      const slots = await free({
        type,
        doctorId: query.doctor,
        from: query.from,
        to: query.to,
        online: true,
      });
      // Built by presentSlot to the contract's shape: sent without the per-item schema pass,
      // which would cost more than computing the list.
      return new Serialized(Buffer.from(JSON.stringify(slots.map(presentSlot))));
    },

    /** The first free slot on or after `from` (today by default) within the window. */
    async nextFree(query: {
      type: string;
      doctor?: string | undefined;
      from?: string | undefined;
    }) {
      const type = await activeType(query.type);
      if (query.doctor) await assertOffers(type, query.doctor, 'doctor');
      const window = bookingWindow(ctx.clock());
      const from = query.from && query.from > window.first ? query.from : window.first;
      // A week at a time: the first free slot is usually near.
      for (let day = from; day <= window.last; day = addClinicDays(day, 7)) {
        const to = addClinicDays(day, 6);
        const [first] = await free({ type, doctorId: query.doctor, from: day, to, online: true });
        if (first) return presentSlot(first);
      }
      throw new HttpError(404, BOOKING_MESSAGES.noFreeSlot);
    },

    async holidays(query: { from?: string | undefined; to?: string | undefined }) {
      return (await schedule().holidays(query)).map((h) => ({
        id: h.id,
        date: h.day,
        name: h.name,
      }));
    },

    /** POST appointments: a visitor books a free slot. */
    async create(
      input: CallRequest<'createAppointment'> & { phonenumber: string; email: string },
    ): Promise<BookingConfirmation> {
      const type = await activeType(input.type);
      const start = gridStart(input.start);
      if (input.doctor_id) await assertOffers(type, input.doctor_id, 'doctor_id');
      const day = clinicDay(start);
      // Refused before the slots are worked out; checked again where it counts, in the
      // booking's transaction.
      await assertContactLimits(
        bookings(),
        { phonenumber: input.phonenumber, emailKey: mailboxKey(input.email) },
        ctx.clock(),
      );

      const doctorIds = await doctorsFreeAt(
        { type, doctorId: input.doctor_id, from: day, to: day, online: true },
        start,
      );
      if (!doctorIds.length) throw await notFree(type, input.doctor_id, day, start);
      for (const doctorId of doctorIds) {
        const booking = await insertBooking(
          {
            typeId: type.id,
            doctorId,
            anyDoctor: !input.doctor_id,
            start: start.toISOString(),
            end: addMinutes(start, type.minutes).toISOString(),
            source: 'online',
            fullname: input.fullname,
            phonenumber: input.phonenumber,
            email: input.email,
            petName: input.pet_name,
            species: input.species,
            note: input.note ?? '',
          },
          true,
        );
        if (booking) {
          mailClient(booking, 'confirmed');
          return {
            reference: booking.reference,
            start: toClinicIso(booking.start),
            end: toClinicIso(booking.end),
            doctor_id: booking.doctorId,
            manage_url: manageUrl(booking.id),
          };
        }
      }
      throw await slotTaken(type, input.doctor_id, day);
    },

    async managed(token: string): Promise<ManagedAppointment> {
      return managedView(await byToken(token));
    },

    async cancelManaged(token: string) {
      const b = await byToken(token);
      assertChangeable(b);
      const cancelled = await cancel(b);
      mailClient(cancelled, 'cancelled');
      return { msg: BOOKING_MESSAGES.cancelled, appointment: managedView(cancelled) };
    },

    async moveManaged(token: string, startIso: string) {
      const b = await byToken(token);
      assertChangeable(b);
      assertMovableOnline(b);
      const start = gridStart(startIso);
      const type = await schedule().type(b.typeId);
      if (!type) throw new HttpError(409, BOOKING_MESSAGES.notChangeable);
      const day = clinicDay(start);
      const sized = { ...type, minutes: b.minutes };
      const query = { type: sized, from: day, to: day, online: true, ignoreBooking: b.id };
      // Its own doctor first; an "any available" booking may go to another doctor free then.
      const doctorIds = [
        ...(await doctorsFreeAt({ ...query, doctorId: b.doctorId }, start)),
        ...(b.anyDoctor
          ? (await doctorsFreeAt(query, start)).filter((id) => id !== b.doctorId)
          : []),
      ];
      if (!doctorIds.length) {
        throw await notFree(sized, b.anyDoctor ? undefined : b.doctorId, day, start, b.id);
      }
      for (const doctorId of doctorIds) {
        const moved = await moveTo(b, doctorId, start, true);
        if (moved) {
          mailClient(moved, 'moved');
          return { msg: BOOKING_MESSAGES.moved, appointment: managedView(moved) };
        }
      }
      throw await slotTaken(sized, b.anyDoctor ? undefined : b.doctorId, day);
    },

    // --- The staff's side ---

    async list(query: { from: string; to: string; doctor?: string | undefined }) {
      checkRange(query.from, query.to);
      const found = await bookings().list({
        from: clinicDayStart(query.from).toISOString(),
        to: clinicDayStart(addClinicDays(query.to, 1)).toISOString(),
        ...(query.doctor ? { doctorIds: [query.doctor] } : {}),
      });
      return found.map(presentStaffAppointment);
    },

    async changes(since: string | undefined) {
      const cursor = await bookings().currentVersion();
      if (since === undefined) return { cursor: String(cursor), appointments: [] };
      const changed = await bookings().changedSince(Number(since));
      const last = changed.at(-1);
      // At most 500 at a time: the cursor then points after the last one given.
      return {
        cursor: String(changed.length === 500 && last ? last.version : cursor),
        appointments: changed.map(presentStaffAppointment),
      };
    },

    async summary(doctor: string | undefined) {
      const now = ctx.clock();
      const today = clinicDay(now);
      const monthStart = `${today.slice(0, 8)}01`;
      const [todayCount, noShows] = await Promise.all([
        bookings().countStatus({
          from: clinicDayStart(today).toISOString(),
          to: clinicDayStart(addClinicDays(today, 1)).toISOString(),
          statuses: ['booked', 'arrived', 'completed', 'no_show'],
          ...(doctor ? { doctorId: doctor } : {}),
        }),
        bookings().countStatus({
          from: clinicDayStart(monthStart).toISOString(),
          to: new Date(now).toISOString(),
          statuses: ['no_show'],
          ...(doctor ? { doctorId: doctor } : {}),
        }),
      ]);
      return { date: today, today: todayCount, no_shows_this_month: noShows };
    },

    /** A booking taken by phone: any future time on the grid the doctor has free (staff decide hours). */
    async createByPhone(
      input: CallRequest<'createPhoneAppointment'> & {
        phonenumber: string;
        email?: string | undefined;
      },
    ) {
      const type = await activeType(input.type);
      const start = gridStart(input.start);
      if (start.getTime() < ctx.clock()) throw new HttpError(400, 'start must be in the future');
      const doctor = await staffRepository(ctx.db).findById(input.doctor_id);
      if (!doctor?.isDoctor) throw new HttpError(400, 'doctor_id is not a doctor');
      const booking = await insertBooking(
        {
          typeId: type.id,
          doctorId: doctor.id,
          anyDoctor: false,
          start: start.toISOString(),
          end: addMinutes(start, type.minutes).toISOString(),
          source: 'phone',
          fullname: input.fullname,
          phonenumber: input.phonenumber,
          email: input.email ?? null,
          petName: input.pet_name,
          species: input.species,
          note: input.note ?? '',
        },
        false,
      );
      if (!booking) {
        throw await slotTaken(type, doctor.id, clinicDay(start), { online: false });
      }
      mailClient(booking, 'confirmed');
      return presentStaffAppointment(booking);
    },

    async setStatus(id: string, status: Exclude<AppointmentStatus, 'cancelled'>) {
      const b = await staffBooking(id);
      if (b.status === 'cancelled') throw new HttpError(409, 'The appointment was cancelled');
      const stamp = nowIso(ctx.clock);
      await change(async (trx, version) => {
        await bookings(trx).update(id, { status }, version, stamp);
        // Once the client came (or did not), the reminder has nothing left to say.
        if (status !== 'booked') await bookings(trx).dropReminders(id);
      });
      return presentStaffAppointment(await staffBooking(id));
    },

    async staffMove(
      id: string,
      input: { start: string; doctor_id?: string | undefined; message?: string | undefined },
    ) {
      const b = await staffBooking(id);
      if (b.status === 'cancelled') throw new HttpError(409, 'The appointment was cancelled');
      const start = gridStart(input.start);
      if (start.getTime() < ctx.clock()) throw new HttpError(400, 'start must be in the future');
      const doctorId = input.doctor_id ?? b.doctorId;
      if (doctorId !== b.doctorId) {
        const doctor = await staffRepository(ctx.db).findById(doctorId);
        if (!doctor?.isDoctor) throw new HttpError(400, 'doctor_id is not a doctor');
      }
      const moved = await moveTo(b, doctorId, start);
      if (!moved) {
        // The day's free times for that doctor at the booking's length, its own time counted free.
        const type = (await schedule().type(b.typeId)) as AppointmentTypeRecord;
        throw await slotTaken({ ...type, minutes: b.minutes }, doctorId, clinicDay(start), {
          online: false,
          ignoreBooking: b.id,
        });
      }
      mailClient(moved, 'moved', input.message);
      return { msg: BOOKING_MESSAGES.staffMoved, appointment: presentStaffAppointment(moved) };
    },

    async staffCancel(id: string, message: string | undefined) {
      const b = await staffBooking(id);
      if (b.status === 'cancelled') throw new HttpError(409, 'The appointment was cancelled');
      const cancelled = await cancel(b);
      mailClient(cancelled, 'cancelled', message);
      return {
        msg: BOOKING_MESSAGES.staffCancelled,
        appointment: presentStaffAppointment(cancelled),
      };
    },

    /** Who may act for a doctor: the doctor, or an administrator. */
    assertOwnOrAdmin(caller: Caller, doctorId: string) {
      if (doctorId !== caller.id && !caller.isAdmin) {
        throw new HttpError(403, "Only administrators may change another doctor's schedule");
      }
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
