import { BOOKING_MESSAGES, type AppointmentTypeDetail } from 'shared-data/contract';
import type { Caller } from '../../core/caller';
import { HttpError } from '../../core/errors';
import {
  scheduleRepository,
  type AppointmentTypeRecord,
} from '../../repositories/schedule-repository';
import { staffRepository } from '../../repositories/staff-repository';
import { changedFields, recordChange } from '../audit-service';
import { nowIso, type ServiceContext } from '../context';
import { assertAdmin } from './schedule-access';

const presentType = (t: AppointmentTypeRecord): AppointmentTypeDetail => ({
  id: t.id,
  name: t.name,
  minutes: t.minutes,
  active: t.active,
  doctor_ids: t.doctorIds,
});

/** A type's fields as the activity log keeps them: its doctors as one sorted list. */
const typeFields = (t: {
  name?: string | undefined;
  minutes?: number | undefined;
  active?: boolean | undefined;
  doctorIds?: string[] | undefined;
}) => ({
  name: t.name,
  minutes: t.minutes,
  active: t.active,
  doctor_ids: t.doctorIds ? [...t.doctorIds].sort().join(', ') : undefined,
});

/**
 * The appointment types staff offer (docs/behaviour.md#booking): everyone reads them, only an
 * administrator adds, changes or deletes one, and a type with bookings stays.
 */
export function createAppointmentTypes(ctx: ServiceContext) {
  const repo = () => scheduleRepository(ctx.db);

  async function checkDoctors(ids: string[]) {
    for (const id of ids) {
      const found = await staffRepository(ctx.db).findById(id);
      if (!found?.isDoctor) throw new HttpError(400, 'doctor_ids must name doctors only');
    }
  }

  return {
    async types(): Promise<AppointmentTypeDetail[]> {
      return (await repo().types()).map(presentType);
    },

    async createType(
      caller: Caller,
      input: { name: string; minutes: number; doctor_ids: string[]; active: boolean },
    ) {
      assertAdmin(caller);
      await checkDoctors(input.doctor_ids);
      const type = {
        name: input.name,
        minutes: input.minutes,
        active: input.active,
        doctorIds: input.doctor_ids,
      };
      const id = await ctx.db.transaction().execute(async (trx) => {
        const made = await scheduleRepository(trx).insertType(type, nowIso(ctx.clock));
        await recordChange(ctx, trx, caller, {
          kind: 'schedule.type-create',
          subject: { type: 'appointment-type', id: made },
          summary: `Added the appointment type "${input.name}"`,
          after: typeFields(type),
        });
        return made;
      });
      return presentType((await repo().type(id)) as AppointmentTypeRecord);
    },

    async updateType(
      caller: Caller,
      id: string,
      input: {
        name?: string | undefined;
        minutes?: number | undefined;
        doctor_ids?: string[] | undefined;
        active?: boolean | undefined;
      },
    ) {
      assertAdmin(caller);
      if (!(await repo().type(id))) throw new HttpError(404, 'The appointment type was not found');
      if (input.doctor_ids) await checkDoctors(input.doctor_ids);
      const changes = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.minutes !== undefined ? { minutes: input.minutes } : {}),
        ...(input.active !== undefined ? { active: input.active } : {}),
        ...(input.doctor_ids ? { doctorIds: input.doctor_ids } : {}),
      };
      await ctx.db.transaction().execute(async (trx) => {
        const schedule = scheduleRepository(trx);
        const was = await schedule.type(id);
        if (!was) throw new HttpError(404, 'The appointment type was not found');
        await schedule.updateType(id, changes, nowIso(ctx.clock));
        const changed = changedFields(typeFields(was), typeFields(changes));
        if (Object.keys(changed.after).length === 0) return;
        await recordChange(ctx, trx, caller, {
          kind: 'schedule.type-update',
          subject: { type: 'appointment-type', id },
          summary: `Changed the appointment type "${changes.name ?? was.name}"`,
          ...changed,
        });
      });
      return presentType((await repo().type(id)) as AppointmentTypeRecord);
    },

    async deleteType(caller: Caller, id: string) {
      assertAdmin(caller);
      if (!(await repo().type(id))) throw new HttpError(404, 'The appointment type was not found');
      if (await repo().typeHasBookings(id)) throw new HttpError(409, BOOKING_MESSAGES.typeInUse);
      await ctx.db.transaction().execute(async (trx) => {
        const schedule = scheduleRepository(trx);
        const was = await schedule.type(id);
        if (!was) throw new HttpError(404, 'The appointment type was not found');
        await schedule.deleteType(id);
        await recordChange(ctx, trx, caller, {
          kind: 'schedule.type-delete',
          subject: { type: 'appointment-type', id },
          summary: `Deleted the appointment type "${was.name}"`,
          before: typeFields(was),
        });
      });
      return { msg: BOOKING_MESSAGES.typeDeleted };
    },
  };
}
