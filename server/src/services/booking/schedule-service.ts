import {
  BOOKING_MESSAGES,
  type Holiday,
  type TimeOff,
  type WorkingHours,
} from 'shared-data/contract';
import type { Caller } from '../../core/caller';
import { HttpError } from '../../core/errors';
import { isUniqueViolation } from '../../repositories/common';
import { scheduleRepository, type TimeOffRecord } from '../../repositories/schedule-repository';
import { staffRepository } from '../../repositories/staff-repository';
import { changedFields, recordChange } from '../audit-service';
import { nowIso, type ServiceContext } from '../context';
import { createAppointmentTypes } from './appointment-types';
import { assertAdmin, scheduleSubject } from './schedule-access';
import { DEFAULT_HOURS } from './slots';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * A week's working hours as the activity log keeps them: one field per weekday
 * (`Mon: '08:00-12:00, 14:00-17:00'`, 'off' for a day without hours), so an entry shows the
 * days that changed.
 */
function hoursByDay(hours: WorkingHours[]): Record<string, string> {
  return Object.fromEntries(
    WEEKDAYS.map((name, index) => {
      const ranges = hours
        .filter((range) => range.weekday === index + 1)
        .sort((a, b) => a.start.localeCompare(b.start))
        .map((range) => `${range.start}-${range.end}`);
      return [name, ranges.length ? ranges.join(', ') : 'off'];
    }),
  );
}

/**
 * Working hours, time off, appointment types and holidays (docs/behaviour.md#booking); the
 * types' calls are appointment-types.ts's.
 */
export function createScheduleService(ctx: ServiceContext) {
  const repo = () => scheduleRepository(ctx.db);

  /** The staff member a schedule is about; `field` names the request's field that chose them. */
  async function doctor(id: string, field: string) {
    const found = await staffRepository(ctx.db).findById(id);
    if (!found) throw new HttpError(400, `${field} is not a staff member`);
    return found;
  }

  /** Entries as the API shows them: each doctor's name read once, however many entries. */
  const timeOffViews = async (entries: TimeOffRecord[]): Promise<TimeOff[]> => {
    const names = new Map<string, string>();
    for (const doctorId of new Set(entries.map((entry) => entry.doctorId))) {
      names.set(doctorId, (await staffRepository(ctx.db).findById(doctorId))?.fullname ?? '');
    }
    return entries.map((entry) => ({
      id: entry.id,
      doctor_id: entry.doctorId,
      doctor_name: names.get(entry.doctorId) ?? '',
      start: new Date(entry.start).toISOString(),
      end: new Date(entry.end).toISOString(),
      reason: entry.reason,
    }));
  };

  return {
    async hours(
      caller: Caller,
      doctorId: string | undefined,
    ): Promise<{ doctor_id: string; hours: WorkingHours[] }> {
      const id = doctorId ?? caller.id;
      await doctor(id, 'doctor');
      return { doctor_id: id, hours: (await repo().hours([id])).get(id) ?? DEFAULT_HOURS };
    },

    async setHours(caller: Caller, doctorId: string | undefined, hours: WorkingHours[]) {
      const id = scheduleSubject(caller, doctorId);
      const staff = await doctor(id, 'doctor_id');
      if (!hours.length) {
        throw new HttpError(400, 'hours must have at least one range; use time off for days away');
      }
      hours.forEach((range, index) => {
        if (range.end <= range.start) {
          throw new HttpError(400, `hours.${index}.end must be after its start`);
        }
        const clash = hours.findIndex(
          (other, j) =>
            j < index &&
            other.weekday === range.weekday &&
            other.start < range.end &&
            range.start < other.end,
        );
        if (clash >= 0) throw new HttpError(400, `hours.${index} overlaps hours.${clash}`);
      });
      await ctx.db.transaction().execute(async (trx) => {
        const schedule = scheduleRepository(trx);
        const was = (await schedule.hours([id])).get(id) ?? DEFAULT_HOURS;
        await schedule.replaceHours(id, hours);
        await recordChange(ctx, trx, caller, {
          kind: 'schedule.hours',
          subject: { type: 'hours', id },
          summary: `Changed the working hours of ${staff.fullname}`,
          ...changedFields(hoursByDay(was), hoursByDay(hours)),
        });
      });
      return { doctor_id: id, hours: (await repo().hours([id])).get(id) ?? [] };
    },

    async timeOff(query: {
      doctor?: string | undefined;
      from?: string | undefined;
      to?: string | undefined;
    }) {
      const entries = await repo().timeOff({
        ...(query.doctor ? { doctorIds: [query.doctor] } : {}),
        ...(query.from ? { from: `${query.from}T00:00:00.000Z` } : {}),
        ...(query.to ? { to: `${query.to}T23:59:59.999Z` } : {}),
      });
      return timeOffViews(entries);
    },

    async addTimeOff(
      caller: Caller,
      input: {
        doctor_id?: string | undefined;
        start: string;
        end: string;
        reason?: string | undefined;
      },
    ) {
      const id = scheduleSubject(caller, input.doctor_id);
      const staff = await doctor(id, 'doctor_id');
      const start = new Date(input.start);
      const end = new Date(input.end);
      if (end <= start) throw new HttpError(400, 'end must be after start');
      const entry = {
        doctorId: id,
        start: start.toISOString(),
        end: end.toISOString(),
        reason: input.reason ?? '',
      };
      const entryId = await ctx.db.transaction().execute(async (trx) => {
        const made = await scheduleRepository(trx).insertTimeOff(entry, nowIso(ctx.clock));
        await recordChange(ctx, trx, caller, {
          kind: 'schedule.time-off-add',
          subject: { type: 'time-off', id: made },
          summary: `Added time off for ${staff.fullname}`,
          after: { doctor_id: id, start: entry.start, end: entry.end, reason: entry.reason },
        });
        return made;
      });
      const [view] = await timeOffViews([{ id: entryId, ...entry }]);
      return view as TimeOff;
    },

    async deleteTimeOff(caller: Caller, id: string) {
      const entry = await repo().findTimeOff(id);
      if (!entry) throw new HttpError(404, 'The time off was not found');
      scheduleSubject(caller, entry.doctorId);
      const name = (await staffRepository(ctx.db).findById(entry.doctorId))?.fullname;
      await ctx.db.transaction().execute(async (trx) => {
        await scheduleRepository(trx).deleteTimeOff(id);
        await recordChange(ctx, trx, caller, {
          kind: 'schedule.time-off-delete',
          subject: { type: 'time-off', id },
          summary: `Deleted time off of ${name ?? 'a deleted account'}`,
          before: {
            doctor_id: entry.doctorId,
            start: new Date(entry.start).toISOString(),
            end: new Date(entry.end).toISOString(),
            reason: entry.reason,
          },
        });
      });
      return { msg: BOOKING_MESSAGES.timeOffDeleted };
    },

    ...createAppointmentTypes(ctx),

    async createHoliday(caller: Caller, input: { date: string; name: string }): Promise<Holiday> {
      assertAdmin(caller);
      try {
        const id = await ctx.db.transaction().execute(async (trx) => {
          const made = await scheduleRepository(trx).insertHoliday({
            day: input.date,
            name: input.name,
          });
          await recordChange(ctx, trx, caller, {
            kind: 'schedule.holiday-create',
            subject: { type: 'holiday', id: made },
            summary: `Added the holiday "${input.name}" on ${input.date}`,
            after: { date: input.date, name: input.name },
          });
          return made;
        });
        return { id, date: input.date, name: input.name };
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, 'date already has a holiday');
        throw error;
      }
    },

    async updateHoliday(
      caller: Caller,
      id: string,
      input: { date?: string | undefined; name?: string | undefined },
    ): Promise<Holiday> {
      assertAdmin(caller);
      if (!(await repo().findHoliday(id))) throw new HttpError(404, 'The holiday was not found');
      try {
        await ctx.db.transaction().execute(async (trx) => {
          const schedule = scheduleRepository(trx);
          const was = await schedule.findHoliday(id);
          if (!was) throw new HttpError(404, 'The holiday was not found');
          await schedule.updateHoliday(id, {
            ...(input.date ? { day: input.date } : {}),
            ...(input.name ? { name: input.name } : {}),
          });
          const changed = changedFields(
            { date: was.day, name: was.name },
            { date: input.date || undefined, name: input.name || undefined },
          );
          if (Object.keys(changed.after).length === 0) return;
          await recordChange(ctx, trx, caller, {
            kind: 'schedule.holiday-update',
            subject: { type: 'holiday', id },
            summary: `Changed the holiday "${input.name || was.name}"`,
            ...changed,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, 'date already has a holiday');
        throw error;
      }
      const holiday = (await repo().findHoliday(id)) as { id: string; day: string; name: string };
      return { id: holiday.id, date: holiday.day, name: holiday.name };
    },

    async deleteHoliday(caller: Caller, id: string) {
      assertAdmin(caller);
      if (!(await repo().findHoliday(id))) throw new HttpError(404, 'The holiday was not found');
      await ctx.db.transaction().execute(async (trx) => {
        const schedule = scheduleRepository(trx);
        const was = await schedule.findHoliday(id);
        if (!was) throw new HttpError(404, 'The holiday was not found');
        await schedule.deleteHoliday(id);
        await recordChange(ctx, trx, caller, {
          kind: 'schedule.holiday-delete',
          subject: { type: 'holiday', id },
          summary: `Deleted the holiday "${was.name}" on ${was.day}`,
          before: { date: was.day, name: was.name },
        });
      });
      return { msg: BOOKING_MESSAGES.holidayDeleted };
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
