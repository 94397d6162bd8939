import {
  BOOKING_MESSAGES,
  addClinicDays,
  clinicDay,
  clinicDayStart,
  toClinicIso,
  type AppointmentStatus,
  type CallRequest,
  type StaffAppointment,
} from 'shared-data/contract';
import type { Caller } from '../../core/caller';
import { HttpError } from '../../core/errors';
import { bookingRepository, type BookingRecord } from '../../repositories/booking-repository';
import { consentRepository } from '../../repositories/consent-repository';
import { reminderQueueRepository } from '../../repositories/reminder-queue-repository';
import {
  scheduleRepository,
  type AppointmentTypeRecord,
} from '../../repositories/schedule-repository';
import { staffRepository } from '../../repositories/staff-repository';
import type { AuditBy } from '../audit-service';
import { consentInForce } from '../privacy';
import { nowIso, type ServiceContext } from '../context';
import type { Availability } from './availability';
import { presentStaffAppointment, whenOf } from './presenter';
import { contactOf } from './rules';
import { assertOwnOrAdmin } from './schedule-access';
import { isVaccinationType, vaccinationChannelsOf, vaccinationDue } from './vaccination-reminders';
import { newBookingRow, type WriteCore } from './write-core';

/**
 * The staff's side of booking: the day's list and its changes, bookings taken by phone, a
 * visit's status, moves and cancellations (each in the activity log), and the cancellation of a
 * client's future bookings when they erase their data.
 */
export function createDesk(
  ctx: ServiceContext,
  {
    availability,
    write,
    vaccinationReminderDays,
  }: { availability: Availability; write: WriteCore; vaccinationReminderDays: number },
) {
  const bookings = () => bookingRepository(ctx.db);
  const { logged } = write;

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

  async function staffBooking(id: string): Promise<BookingRecord> {
    const found = await bookings().find(id);
    if (!found) throw new HttpError(404, 'The appointment was not found');
    return found;
  }

  return {
    async list(query: { from: string; to: string; doctor?: string | undefined }) {
      availability.checkRange(query.from, query.to);
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
      const type = await availability.activeType(input.type);
      const start = availability.gridStart(input.start);
      if (start.getTime() < ctx.clock()) throw new HttpError(400, 'start must be in the future');
      const doctor = await staffRepository(ctx.db).findById(input.doctor_id);
      if (!doctor?.isDoctor) throw new HttpError(400, 'doctor_id is not a doctor');
      const booking = await write.insert(
        newBookingRow(
          {
            typeId: type.id,
            minutes: type.minutes,
            doctorId: doctor.id,
            anyDoctor: false,
            start,
            source: 'phone',
          },
          input,
        ),
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
        throw await availability.slotTaken(type, doctor.id, clinicDay(start), { online: false });
      }
      write.mailClient(booking, 'confirmed');
      return staffView(booking);
    },

    async setStatus(who: AuditBy, id: string, status: Exclude<AppointmentStatus, 'cancelled'>) {
      const b = await staffBooking(id);
      if (b.status === 'cancelled') throw new HttpError(409, 'The appointment was cancelled');
      const stamp = nowIso(ctx.clock);
      await write.change(async (trx, version) => {
        const queue = reminderQueueRepository(trx);
        await bookingRepository(trx).update(id, { status }, version, stamp);
        // Once the client came (or did not), the reminder has nothing left to say.
        if (status !== 'booked') await queue.dropReminders(id, 'appointment');
        // A completed vaccination queues its "vaccination due" reminder when the client agreed
        // to them; un-completing it takes an unsent one back
        // (docs/behaviour.md#vaccination-reminders).
        if (status !== 'completed') await queue.dropReminders(id, 'vaccination');
        else if (
          b.status !== 'completed' &&
          isVaccinationType(b.typeId) &&
          (await consentInForce(trx, contactOf(b), 'vaccination_reminders'))
        ) {
          await queue.addVaccinationReminders(
            id,
            vaccinationChannelsOf(b),
            vaccinationDue(ctx.clock(), vaccinationReminderDays),
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
      const start = availability.gridStart(input.start);
      if (start.getTime() < ctx.clock()) throw new HttpError(400, 'start must be in the future');
      const doctorId = input.doctor_id ?? b.doctorId;
      if (doctorId !== b.doctorId) {
        const doctor = await staffRepository(ctx.db).findById(doctorId);
        if (!doctor?.isDoctor) throw new HttpError(400, 'doctor_id is not a doctor');
      }
      const moved = await write.moveTo(b, doctorId, start, false, (trx) =>
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
        const type = (await scheduleRepository(ctx.db).type(b.typeId)) as AppointmentTypeRecord;
        throw await availability.slotTaken(
          { ...type, minutes: b.minutes },
          doctorId,
          clinicDay(start),
          { online: false, ignoreBooking: b.id },
        );
      }
      write.mailClient(moved, 'moved', input.message);
      return { msg: BOOKING_MESSAGES.staffMoved, appointment: await staffView(moved) };
    },

    async staffCancel(who: AuditBy, id: string, message: string | undefined) {
      const b = await staffBooking(id);
      if (b.status === 'cancelled') throw new HttpError(409, 'The appointment was cancelled');
      const cancelled = await write.cancel(b, (trx) =>
        logged(
          who,
          'appointment.cancel',
          `Cancelled ${b.petName}'s appointment of ${whenOf(b.start)}`,
          { status: b.status },
          { status: 'cancelled' },
        )(trx, b.id),
      );
      write.mailClient(cancelled, 'cancelled', message);
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
      const cancelled = await write.cancel(b, (trx) =>
        logged(
          { system: 'the person, by one-time code' },
          'appointment.cancel',
          `Cancelled the appointment of ${whenOf(b.start)}: the client erased their data`,
          { status: b.status },
          { status: 'cancelled' },
        )(trx, b.id),
      );
      write.mailClient(cancelled, 'cancelled');
      return true;
    },

    /** Who may act for a doctor: the doctor, or an administrator. */
    assertOwnOrAdmin(caller: Caller, doctorId: string) {
      assertOwnOrAdmin(caller, doctorId);
    },
  };
}
