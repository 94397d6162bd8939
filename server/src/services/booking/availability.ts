import { parseISO } from 'date-fns';
import {
  BOOKING,
  BOOKING_MESSAGES,
  addClinicDays,
  clinicDayStart,
  dayRangeProblem,
  seesSpecies,
} from 'shared-data/contract';
import { HttpError } from '../../core/errors';
import { bookingRepository } from '../../repositories/booking-repository';
import {
  scheduleRepository,
  type AppointmentTypeRecord,
} from '../../repositories/schedule-repository';
import { staffRepository } from '../../repositories/staff-repository';
import type { ServiceContext } from '../context';
import { availableSlots, bookableRange } from './availability-rules';
import { presentSlot } from './presenter';
import { onGrid, type FreeSlot } from './slots';

export interface FreeQuery {
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

/**
 * Which times are free, and the checks of a chosen type, doctor, range and start: what the
 * visitor's calls, the manage link and the staff's desk ask before they write.
 */
export function createAvailability(ctx: ServiceContext) {
  const schedule = () => scheduleRepository(ctx.db);
  const bookings = () => bookingRepository(ctx.db);

  async function activeType(id: string, field = 'type'): Promise<AppointmentTypeRecord> {
    const type = await schedule().type(id);
    if (!type?.active) throw new HttpError(400, `${field} is not an appointment type we offer`);
    return type;
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

  /** The free slots of the query, read in one go and worked out by availableSlots. */
  async function free(query: FreeQuery): Promise<FreeSlot[]> {
    const now = new Date(ctx.clock());
    const range = bookableRange(query.from, query.to, now, query.online);
    if (!range) return [];
    const { from, to } = range;
    const eligible = await doctorsFor(query.type, query.species);
    const doctors = eligible
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
    return availableSlots({
      from,
      to,
      doctors,
      type: query.type,
      hours,
      timeOff,
      holidays,
      bookings: taken,
      now,
      online: query.online,
      ignoreBooking: query.ignoreBooking,
      onePerTime: !query.doctorId && !query.perDoctor,
    });
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

  return {
    activeType,
    doctorsFor,
    assertOffers,
    free,
    slotTaken,

    /**
     * A list's from..to, refused before any day is listed or any row read: the contract's rule
     * again, for callers that come without it.
     */
    checkRange(from: string, to: string) {
      const problem = dayRangeProblem(from, to, BOOKING.maxRangeDays, ctx.clock());
      if (problem) throw new HttpError(400, `${problem.field} ${problem.rule}`);
    },

    /** The start as an instant on the grid, or a 400 naming `field`. */
    gridStart(iso: string, field = 'start'): Date {
      const start = parseISO(iso);
      if (Number.isNaN(start.getTime()) || !onGrid(start)) {
        throw new HttpError(400, `${field} must be on a ${BOOKING.gridMinutes}-minute step`);
      }
      return start;
    },

    /** The doctors free at `start` for this query, the one "any available" would give first. */
    async doctorsFreeAt(query: FreeQuery, start: Date): Promise<string[]> {
      const at = (slots: FreeSlot[]) =>
        slots.filter((slot) => slot.start.getTime() === start.getTime()).map((s) => s.doctor.id);
      const every = at(await free({ ...query, perDoctor: true }));
      if (query.doctorId || every.length < 2) return every;
      const [preferred] = at(await free(query));
      return preferred ? [preferred, ...every.filter((id) => id !== preferred)] : every;
    },

    /**
     * Why a time cannot be had: taken by another booking (409 with fresh slots), or never free
     * (400).
     */
    async notFree(
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
    },
  };
}

export type Availability = ReturnType<typeof createAvailability>;
