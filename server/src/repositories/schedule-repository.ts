import type { Executor } from '../core/database';
import { newId } from './common';

export interface AppointmentTypeRecord {
  id: string;
  name: string;
  minutes: number;
  active: boolean;
  /** Empty: every doctor does it. */
  doctorIds: string[];
}

export interface HoursRecord {
  weekday: number;
  start: string;
  end: string;
}

export interface TimeOffRecord {
  id: string;
  doctorId: string;
  start: string;
  end: string;
  reason: string;
}

export interface HolidayRecord {
  id: string;
  day: string;
  name: string;
}

/** Appointment types, working hours, time off and holidays: what slots are made of. */
export function scheduleRepository(db: Executor) {
  return {
    async types(filter: { activeOnly?: boolean } = {}): Promise<AppointmentTypeRecord[]> {
      let query = db.selectFrom('appointment_types').selectAll().orderBy('position').orderBy('id');
      if (filter.activeOnly) query = query.where('active', '=', 1);
      const rows = await query.execute();
      const links = rows.length
        ? await db
            .selectFrom('appointment_type_doctors')
            .selectAll()
            .where(
              'type_id',
              'in',
              rows.map((r) => r.id),
            )
            .execute()
        : [];
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        minutes: row.minutes,
        active: row.active === 1,
        doctorIds: links.filter((l) => l.type_id === row.id).map((l) => l.staff_id),
      }));
    },
    async type(id: string): Promise<AppointmentTypeRecord | undefined> {
      return (await this.types()).find((t) => t.id === id);
    },
    async insertType(type: Omit<AppointmentTypeRecord, 'id'>, now: string): Promise<string> {
      const id = newId();
      const last = await db
        .selectFrom('appointment_types')
        .select((eb) => eb.fn.max('position').as('max'))
        .executeTakeFirst();
      await db
        .insertInto('appointment_types')
        .values({
          id,
          name: type.name,
          minutes: type.minutes,
          active: type.active ? 1 : 0,
          position: Number(last?.max ?? 0) + 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await this.setTypeDoctors(id, type.doctorIds);
      return id;
    },
    async updateType(
      id: string,
      changes: Partial<Omit<AppointmentTypeRecord, 'id'>>,
      now: string,
    ): Promise<void> {
      await db
        .updateTable('appointment_types')
        .set({
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.minutes !== undefined ? { minutes: changes.minutes } : {}),
          ...(changes.active !== undefined ? { active: changes.active ? 1 : 0 } : {}),
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
      if (changes.doctorIds) await this.setTypeDoctors(id, changes.doctorIds);
    },
    async setTypeDoctors(typeId: string, staffIds: string[]): Promise<void> {
      await db.deleteFrom('appointment_type_doctors').where('type_id', '=', typeId).execute();
      const unique = [...new Set(staffIds)];
      if (unique.length) {
        await db
          .insertInto('appointment_type_doctors')
          .values(unique.map((staffId) => ({ type_id: typeId, staff_id: staffId })))
          .execute();
      }
    },
    async deleteType(id: string): Promise<void> {
      await db.deleteFrom('appointment_types').where('id', '=', id).execute();
    },
    async typeHasBookings(id: string): Promise<boolean> {
      const row = await db
        .selectFrom('bookings')
        .select('id')
        .where('type_id', '=', id)
        .limit(1)
        .executeTakeFirst();
      return Boolean(row);
    },

    /** Each doctor's rows; a doctor missing from the map has none (the default hours apply). */
    async hours(doctorIds: string[]): Promise<Map<string, HoursRecord[]>> {
      const map = new Map<string, HoursRecord[]>();
      if (!doctorIds.length) return map;
      const rows = await db
        .selectFrom('working_hours')
        .selectAll()
        .where('staff_id', 'in', doctorIds)
        .orderBy('weekday')
        .orderBy('start_time')
        .execute();
      for (const row of rows) {
        const list = map.get(row.staff_id) ?? [];
        list.push({ weekday: row.weekday, start: row.start_time, end: row.end_time });
        map.set(row.staff_id, list);
      }
      return map;
    },
    async replaceHours(doctorId: string, hours: HoursRecord[]): Promise<void> {
      await db.deleteFrom('working_hours').where('staff_id', '=', doctorId).execute();
      if (hours.length) {
        await db
          .insertInto('working_hours')
          .values(
            hours.map((h) => ({
              id: newId(),
              staff_id: doctorId,
              weekday: h.weekday,
              start_time: h.start,
              end_time: h.end,
            })),
          )
          .execute();
      }
    },

    /** Time off overlapping [from, to) (UTC ISO), for these doctors or all. */
    async timeOff(filter: { doctorIds?: string[]; from?: string; to?: string }) {
      let query = db.selectFrom('time_off').selectAll().orderBy('start_at');
      if (filter.doctorIds) {
        if (!filter.doctorIds.length) return [];
        query = query.where('staff_id', 'in', filter.doctorIds);
      }
      if (filter.from) query = query.where('end_at', '>', filter.from);
      if (filter.to) query = query.where('start_at', '<', filter.to);
      const rows = await query.execute();
      return rows.map((row): TimeOffRecord => ({
        id: row.id,
        doctorId: row.staff_id,
        start: row.start_at,
        end: row.end_at,
        reason: row.reason,
      }));
    },
    async findTimeOff(id: string): Promise<TimeOffRecord | undefined> {
      const row = await db
        .selectFrom('time_off')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row
        ? {
            id: row.id,
            doctorId: row.staff_id,
            start: row.start_at,
            end: row.end_at,
            reason: row.reason,
          }
        : undefined;
    },
    async insertTimeOff(entry: Omit<TimeOffRecord, 'id'>, now: string): Promise<string> {
      const id = newId();
      await db
        .insertInto('time_off')
        .values({
          id,
          staff_id: entry.doctorId,
          start_at: entry.start,
          end_at: entry.end,
          reason: entry.reason,
          created_at: now,
        })
        .execute();
      return id;
    },
    async deleteTimeOff(id: string): Promise<void> {
      await db.deleteFrom('time_off').where('id', '=', id).execute();
    },

    /** Holidays from..to inclusive ('YYYY-MM-DD'), or all. */
    async holidays(filter: { from?: string; to?: string } = {}): Promise<HolidayRecord[]> {
      let query = db.selectFrom('holidays').selectAll().orderBy('day');
      if (filter.from) query = query.where('day', '>=', filter.from);
      if (filter.to) query = query.where('day', '<=', filter.to);
      return query.execute();
    },
    async findHoliday(id: string): Promise<HolidayRecord | undefined> {
      return db.selectFrom('holidays').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async insertHoliday(holiday: Omit<HolidayRecord, 'id'>): Promise<string> {
      const id = newId();
      await db
        .insertInto('holidays')
        .values({ id, day: holiday.day, name: holiday.name })
        .execute();
      return id;
    },
    async updateHoliday(id: string, changes: Partial<Omit<HolidayRecord, 'id'>>): Promise<void> {
      // Nothing to set is nothing to do (an UPDATE with no column is not SQL).
      if (!Object.keys(changes).length) return;
      await db.updateTable('holidays').set(changes).where('id', '=', id).execute();
    },
    async deleteHoliday(id: string): Promise<void> {
      await db.deleteFrom('holidays').where('id', '=', id).execute();
    },
  };
}
