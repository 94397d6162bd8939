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
  seesSpecies,
  toClinicIso,
  type AppointmentStatus,
  type BookingConfirmation,
  type CallRequest,
  type ManagedAppointment,
  type Slot,
  type StaffAppointment,
} from 'shared-data/contract';
import type { Caller } from '../../core/caller';
import { Serialized } from '../../core/serialized';
import { HttpError } from '../../core/errors';
import type { Executor } from '../../core/database';
import {
  bookingRepository,
  type BookingRecord,
  type NewBooking,
} from '../../repositories/booking-repository';
import { isUniqueViolation, newId } from '../../repositories/common';
import { reminderQueueRepository } from '../../repositories/reminder-queue-repository';
import {
  scheduleRepository,
  type AppointmentTypeRecord,
} from '../../repositories/schedule-repository';
import { consentRepository } from '../../repositories/consent-repository';
import { staffRepository } from '../../repositories/staff-repository';
import { isVaccinationType, vaccinationChannelsOf, vaccinationDue } from './vaccination-reminders';
import { recordChange, type AuditBy } from '../audit-service';
import { consentInForce, giveConsent, withdrawConsents } from '../consent-service';
import { bookingMails } from './mail';
import { mailboxKey } from '../mailbox';
import { mailLater, nowIso, type ServiceContext } from '../context';
import { anyDoctor, cellsOf, freeSlots, onGrid, type FreeSlot, type SlotDoctor } from './slots';

export interface BookingOptions {
  /** The site's origin: manage links start with it. */
  publicUrl: string;
  /** Keys the manage links (an HMAC of the booking's id). */
  linkKey: Buffer;
  /** VACCINATION_REMINDER_DAYS: from a completed vaccination visit to its reminder. */
  vaccinationReminderDays: number;
}

/**
 * Each move mails the client again: the manage link moves a booking only while it has been moved
 * (or changed) fewer times than this (docs/behaviour.md#booking-rules).
 */
export const MAX_MOVES_ONLINE = 3;
const MOVED_TOO_OFTEN = `This appointment has been moved ${MAX_MOVES_ONLINE} times; please call us to move it again`;

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/**
 * The short manage token of text messages: 16 URL-safe characters of an HMAC, 96 bits, as
 * unguessable as a random 96-bit key (docs/security.md).
 */
export const SHORT_TOKEN_LENGTH = 16;
const SHORT_TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${SHORT_TOKEN_LENGTH}}$`);
/** Where a short manage link lives: {PUBLIC_URL}/m/{short token}. */
export const SHORT_LINK_PATH = '/m/';

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

/** `remindVaccinations`: whether its contact has a consent to vaccination reminders in force. */
export function presentStaffAppointment(
  b: BookingRecord,
  remindVaccinations: boolean,
): StaffAppointment {
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
    remind_vaccinations: remindVaccinations,
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
  /** Only doctors who see this species (PET_SPECIES; another name counts as 'Other'). */
  species?: string | undefined;
}

export function createBookingService(ctx: ServiceContext, options: BookingOptions) {
  const schedule = (db: Executor = ctx.db) => scheduleRepository(db);
  const bookings = (db: Executor = ctx.db) => bookingRepository(db);
  const mails = bookingMails(options.publicUrl);

  const tokenOf = (bookingId: string) =>
    createHmac('sha256', options.linkKey).update(`manage:${bookingId}`).digest('base64url');
  const manageUrl = (bookingId: string) => mails.manageUrl(tokenOf(bookingId));
  const shortTokenOf = (bookingId: string) =>
    createHmac('sha256', options.linkKey)
      .update(`short:${bookingId}`)
      .digest('base64url')
      .slice(0, SHORT_TOKEN_LENGTH);
  const shortUrl = (bookingId: string) =>
    `${options.publicUrl}${SHORT_LINK_PATH}${shortTokenOf(bookingId)}`;
  /** The manage link a text carries: the short one, or the long one for older bookings. */
  const textLinkOf = (b: BookingRecord) => (b.hasShortLink ? shortUrl(b.id) : manageUrl(b.id));
  const calendarUrl = (bookingId: string) =>
    `${options.publicUrl}/api/appointments/manage/${tokenOf(bookingId)}/calendar`;

  async function activeType(id: string, field = 'type'): Promise<AppointmentTypeRecord> {
    const type = await schedule().type(id);
    if (!type?.active) throw new HttpError(400, `${field} is not an appointment type we offer`);
    return type;
  }

  /**
   * A chosen doctor must be one who does the type (and, when given, sees the species): `field`
   * names the request's field.
   */
  async function assertOffers(
    type: AppointmentTypeRecord,
    doctorId: string,
    field: string,
    species?: string,
  ) {
    const doctor = (await doctorsFor(type)).find((d) => d.id === doctorId);
    if (!doctor) throw new HttpError(400, `${field} does not offer this appointment type`);
    if (species !== undefined && !seesSpecies(doctor.species, species)) {
      throw new HttpError(400, `${field} does not see this species`);
    }
  }

  /**
   * Active doctors who do the type (every doctor when the type names none) and, when given,
   * see the species.
   */
  async function doctorsFor(type: AppointmentTypeRecord | undefined, species?: string) {
    const doctors = await staffRepository(ctx.db).list({ status: 'ACTIVE', isDoctor: true });
    return doctors.filter(
      (d) =>
        (!type || type.doctorIds.length === 0 || type.doctorIds.includes(d.id)) &&
        (species === undefined || seesSpecies(d.species, species)),
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
    const eligible = await doctorsFor(query.type, query.species);
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
      typeId: query.type.id,
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
    {
      online = true,
      ignoreBooking,
      species,
    }: { online?: boolean; ignoreBooking?: string; species?: string } = {},
  ) {
    const slots = await free({
      type,
      doctorId,
      from: day,
      to: day,
      online,
      species,
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
    species?: string,
  ): Promise<HttpError> {
    const possible = await free({
      type,
      doctorId,
      from: day,
      to: day,
      online: true,
      ignoreBookings: true,
      perDoctor: true,
      species,
      ...(ignoreBooking ? { ignoreBooking } : {}),
    });
    if (possible.some((slot) => slot.start.getTime() === start.getTime())) {
      return slotTaken(type, doctorId, day, { species });
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
        {
          ...booking,
          emailKey,
          reference,
          manageTokenHash: sha256(tokenOf(id)),
          shortTokenHash: sha256(shortTokenOf(id)),
        },
        version,
        stamp,
        id,
      );
      await repo.holdCells(
        id,
        booking.doctorId,
        cellsOf(parseISO(booking.start), parseISO(booking.end)),
      );
      await reminderQueueRepository(trx).replaceReminders(
        id,
        reminderDue(parseISO(booking.start), now),
        stamp,
      );
      // Online, the confirmation goes by text as well as by mail (when an address was given).
      if (online) await reminderQueueRepository(trx).addSmsConfirmation(id, stamp);
      await alongside?.(trx, id, reference);
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

  /** The booking's contact, as its consents are found. */
  const contactOf = (b: BookingRecord) => ({ phone: b.phonenumber, email: b.email });

  /** Bookings as staff see them, with their contacts' consents read in one query. */
  async function staffViews(list: BookingRecord[]): Promise<StaffAppointment[]> {
    const inForce = await consentRepository(ctx.db).inForceAmong('vaccination_reminders', {
      phones: list.map((b) => b.phonenumber),
      emails: list.map((b) => b.email ?? ''),
    });
    return list.map((b) =>
      presentStaffAppointment(
        b,
        inForce.phones.has(b.phonenumber) ||
          (!!b.email && inForce.emails.has(b.email.trim().toLowerCase())),
      ),
    );
  }
  const staffView = async (b: BookingRecord) => (await staffViews([b]))[0] as StaffAppointment;

  function presentManaged(
    b: BookingRecord,
    type: { id: string; name: string; minutes: number },
    remindVaccinations: boolean,
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
      remind_vaccinations: remindVaccinations,
    };
  }
  const managedView = async (b: BookingRecord) =>
    presentManaged(
      b,
      { id: b.typeId, name: b.typeName, minutes: b.minutes },
      await consentInForce(ctx.db, contactOf(b), 'vaccination_reminders'),
    );

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
  }

  async function cancel(
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
  }

  async function staffBooking(id: string): Promise<BookingRecord> {
    const found = await bookings().find(id);
    if (!found) throw new HttpError(404, 'The appointment was not found');
    return found;
  }

  /** An activity log entry about booking `b` (subject `booking`), written on `trx`. */
  const logged =
    (who: AuditBy, kind: string, summary: string, before?: object, after?: object) =>
    (trx: Executor, id?: string) =>
      recordChange(ctx, trx, who, {
        kind,
        subject: { type: 'booking', id: id ?? null },
        summary,
        before: before as Record<string, unknown> | undefined,
        after: after as Record<string, unknown> | undefined,
      });
  const whenOf = (iso: string) => toClinicIso(iso).slice(0, 16).replace('T', ' ');

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
    textLinkOf,

    async types() {
      return (await schedule().types({ activeOnly: true })).map(({ id, name, minutes }) => ({
        id,
        name,
        minutes,
      }));
    },

    async doctors(typeId: string | undefined, species?: string) {
      const type = typeId ? await activeType(typeId) : undefined;
      return (await doctorsFor(type, species)).map((d) => ({
        id: d.id,
        fullname: d.fullname,
        role: d.role,
        avatar: ctx.images.present(d.avatar).url,
        avatar_srcset: ctx.images.present(d.avatar).srcset,
        species: d.species,
      }));
    },

    async slots(query: {
      type: string;
      from: string;
      to: string;
      doctor?: string | undefined;
      species?: string | undefined;
    }) {
      checkRange(query.from, query.to);
      const type = await activeType(query.type);
      if (query.doctor) await assertOffers(type, query.doctor, 'doctor', query.species);
      const slots = await free({
        type,
        doctorId: query.doctor,
        from: query.from,
        to: query.to,
        online: true,
        species: query.species,
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
      species?: string | undefined;
    }) {
      const type = await activeType(query.type);
      if (query.doctor) await assertOffers(type, query.doctor, 'doctor', query.species);
      const window = bookingWindow(ctx.clock());
      const from = query.from && query.from > window.first ? query.from : window.first;
      // A week at a time: the first free slot is usually near.
      for (let day = from; day <= window.last; day = addClinicDays(day, 7)) {
        const to = addClinicDays(day, 6);
        const [first] = await free({
          type,
          doctorId: query.doctor,
          from: day,
          to,
          online: true,
          species: query.species,
        });
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
      input: CallRequest<'createAppointment'> & {
        phonenumber: string;
        email?: string | undefined;
      },
    ): Promise<BookingConfirmation> {
      const type = await activeType(input.type);
      const start = gridStart(input.start);
      const species = input.species;
      if (input.doctor_id) await assertOffers(type, input.doctor_id, 'doctor_id', species);
      const day = clinicDay(start);
      // Refused before the slots are worked out; checked again where it counts, in the
      // booking's transaction.
      await assertContactLimits(
        bookings(),
        {
          phonenumber: input.phonenumber,
          emailKey: input.email ? mailboxKey(input.email) : null,
        },
        ctx.clock(),
      );

      // "Any available" is any available doctor who sees the pet's species.
      const doctorIds = await doctorsFreeAt(
        { type, doctorId: input.doctor_id, from: day, to: day, online: true, species },
        start,
      );
      if (!doctorIds.length) {
        throw await notFree(type, input.doctor_id, day, start, undefined, species);
      }
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
            email: input.email ?? null,
            petName: input.pet_name,
            species: input.species,
            note: input.note ?? '',
          },
          true,
          // The optional consent, recorded with the booking or not at all.
          input.remind_vaccinations
            ? (trx, id, reference) =>
                giveConsent(ctx, trx, {
                  purpose: 'vaccination_reminders',
                  contact: { phone: input.phonenumber, email: input.email ?? null },
                  source: { type: 'booking', id, label: `booking ${reference}` },
                  channel: 'booking form',
                }).then(() => undefined)
            : undefined,
        );
        if (booking) {
          mailClient(booking, 'confirmed');
          return {
            reference: booking.reference,
            start: toClinicIso(booking.start),
            end: toClinicIso(booking.end),
            doctor_id: booking.doctorId,
            manage_url: manageUrl(booking.id),
            short_url: shortUrl(booking.id),
            calendar_url: calendarUrl(booking.id),
          };
        }
      }
      throw await slotTaken(type, input.doctor_id, day, { species });
    },

    async managed(token: string): Promise<ManagedAppointment> {
      return managedView(await byToken(token));
    },

    /**
     * The manage token a short link stands for, or null when no booking has it: the short link
     * leads to the manage page.
     */
    async fullTokenOf(shortToken: string): Promise<string | null> {
      if (!SHORT_TOKEN_PATTERN.test(shortToken)) return null;
      const found = await bookings().findByShortTokenHash(sha256(shortToken));
      if (!found || shortTokenOf(found.id) !== shortToken) return null;
      return tokenOf(found.id);
    },

    /** The booking's calendar file, the same as its latest mail's (GET .../calendar). */
    async calendar(token: string) {
      const b = await byToken(token);
      return mails.calendarFile(b, token);
    },

    async cancelManaged(token: string) {
      const b = await byToken(token);
      assertChangeable(b);
      const cancelled = await cancel(b);
      mailClient(cancelled, 'cancelled');
      return { msg: BOOKING_MESSAGES.cancelled, appointment: await managedView(cancelled) };
    },

    /**
     * Gives or withdraws, through the manage link, the consent to vaccination reminders of the
     * booking's contact (docs/behaviour.md#consents): withdrawing ends every such consent of its
     * phone or email, whichever booking it came with; giving when one is in force changes nothing.
     * Open whatever the booking's status: a consent outlives the visit.
     */
    async setManagedConsent(token: string, remind: boolean) {
      const b = await byToken(token);
      const contact = contactOf(b);
      await ctx.db.transaction().execute(async (trx) => {
        if (!remind) {
          await withdrawConsents(ctx, trx, {
            purpose: 'vaccination_reminders',
            contact,
            channel: 'manage link',
            via: 'manage-link',
          });
        } else if (!(await consentInForce(trx, contact, 'vaccination_reminders'))) {
          await giveConsent(ctx, trx, {
            purpose: 'vaccination_reminders',
            contact,
            source: { type: 'booking', id: b.id, label: `booking ${b.reference}` },
            channel: 'manage link',
          });
        }
      });
      return {
        msg: remind ? BOOKING_MESSAGES.remindersOn : BOOKING_MESSAGES.remindersOff,
        appointment: await managedView(b),
      };
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
      const query = {
        type: sized,
        from: day,
        to: day,
        online: true,
        ignoreBooking: b.id,
        // "Any available" moves among the doctors who see the pet's species.
        species: b.species,
      };
      // Its own doctor first; an "any available" booking may go to another doctor free then.
      const doctorIds = [
        ...(await doctorsFreeAt({ ...query, doctorId: b.doctorId, species: undefined }, start)),
        ...(b.anyDoctor
          ? (await doctorsFreeAt(query, start)).filter((id) => id !== b.doctorId)
          : []),
      ];
      if (!doctorIds.length) {
        throw await notFree(
          sized,
          b.anyDoctor ? undefined : b.doctorId,
          day,
          start,
          b.id,
          b.anyDoctor ? b.species : undefined,
        );
      }
      for (const doctorId of doctorIds) {
        const moved = await moveTo(b, doctorId, start, true);
        if (moved) {
          mailClient(moved, 'moved');
          return { msg: BOOKING_MESSAGES.moved, appointment: await managedView(moved) };
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
      return staffViews(found);
    },

    async changes(since: string | undefined) {
      const cursor = await bookings().currentVersion();
      if (since === undefined) return { cursor: String(cursor), appointments: [] };
      const changed = await bookings().changedSince(Number(since));
      const last = changed.at(-1);
      // At most 500 at a time: the cursor then points after the last one given.
      return {
        cursor: String(changed.length === 500 && last ? last.version : cursor),
        appointments: await staffViews(changed),
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
      who: AuditBy,
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
        (trx, id) =>
          logged(
            who,
            'appointment.create',
            `Booked ${input.pet_name} by phone for ${whenOf(start.toISOString())}`,
            undefined,
            {
              type: type.name,
              doctor: doctor.fullname,
              start: toClinicIso(start),
            },
          )(trx, id),
      );
      if (!booking) {
        throw await slotTaken(type, doctor.id, clinicDay(start), { online: false });
      }
      mailClient(booking, 'confirmed');
      return staffView(booking);
    },

    async setStatus(who: AuditBy, id: string, status: Exclude<AppointmentStatus, 'cancelled'>) {
      const b = await staffBooking(id);
      if (b.status === 'cancelled') throw new HttpError(409, 'The appointment was cancelled');
      const stamp = nowIso(ctx.clock);
      await change(async (trx, version) => {
        const repo = bookings(trx);
        await repo.update(id, { status }, version, stamp);
        // Once the client came (or did not), the reminder has nothing left to say.
        if (status !== 'booked')
          await reminderQueueRepository(trx).dropReminders(id, 'appointment');
        // A completed vaccination queues its "vaccination due" reminder when the client agreed
        // to them; un-completing it takes an unsent one back
        // (docs/behaviour.md#vaccination-reminders).
        if (status !== 'completed')
          await reminderQueueRepository(trx).dropReminders(id, 'vaccination');
        else if (
          b.status !== 'completed' &&
          isVaccinationType(b.typeId) &&
          (await consentInForce(trx, contactOf(b), 'vaccination_reminders'))
        ) {
          await reminderQueueRepository(trx).addVaccinationReminders(
            id,
            vaccinationChannelsOf(b),
            vaccinationDue(ctx.clock(), options.vaccinationReminderDays),
            stamp,
          );
        }
        if (status !== b.status) {
          await logged(
            who,
            'appointment.status',
            `Marked ${b.petName}'s appointment of ${whenOf(b.start)} ${status}`,
            { status: b.status },
            { status },
          )(trx, id);
        }
      });
      return staffView(await staffBooking(id));
    },

    async staffMove(
      who: AuditBy,
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
      const moved = await moveTo(b, doctorId, start, false, (trx) =>
        logged(
          who,
          'appointment.move',
          `Moved ${b.petName}'s appointment to ${whenOf(start.toISOString())}`,
          { start: toClinicIso(b.start), doctor_id: b.doctorId },
          { start: toClinicIso(start), doctor_id: doctorId },
        )(trx, b.id),
      );
      if (!moved) {
        // The day's free times for that doctor at the booking's length, its own time counted free.
        const type = (await schedule().type(b.typeId)) as AppointmentTypeRecord;
        throw await slotTaken({ ...type, minutes: b.minutes }, doctorId, clinicDay(start), {
          online: false,
          ignoreBooking: b.id,
        });
      }
      mailClient(moved, 'moved', input.message);
      return { msg: BOOKING_MESSAGES.staffMoved, appointment: await staffView(moved) };
    },

    async staffCancel(who: AuditBy, id: string, message: string | undefined) {
      const b = await staffBooking(id);
      if (b.status === 'cancelled') throw new HttpError(409, 'The appointment was cancelled');
      const cancelled = await cancel(b, (trx) =>
        logged(
          who,
          'appointment.cancel',
          `Cancelled ${b.petName}'s appointment of ${whenOf(b.start)}`,
          { status: b.status },
          { status: 'cancelled' },
        )(trx, b.id),
      );
      mailClient(cancelled, 'cancelled', message);
      return {
        msg: BOOKING_MESSAGES.staffCancelled,
        appointment: await staffView(cancelled),
      };
    },

    /**
     * A future booking cancelled because its client erased their data (docs/behaviour.md#your-data):
     * as a cancellation by the client, so the schedule shows it and the client gets the usual
     * mail with the calendar's cancellation. False when it was no longer booked.
     */
    async cancelForErasure(id: string): Promise<boolean> {
      const b = await bookings().find(id);
      if (b?.status !== 'booked') return false;
      const cancelled = await cancel(b, (trx) =>
        logged(
          { system: 'the person, by one-time code' },
          'appointment.cancel',
          `Cancelled the appointment of ${whenOf(b.start)}: the client erased their data`,
          { status: b.status },
          { status: 'cancelled' },
        )(trx, b.id),
      );
      mailClient(cancelled, 'cancelled');
      return true;
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
