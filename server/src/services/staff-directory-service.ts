import type { Doctor, StaffMember } from 'shared-data/contract';
import type { Caller } from '../core/caller';
import { staffRepository } from '../repositories/staff-repository';
import { presentDoctor, presentPublicMember, presentUser } from './account-presenter';
import type { ServiceContext } from './context';

/** Who the site shows: the doctors' pages and the staff list. */
export function createStaffDirectoryService(ctx: ServiceContext) {
  const repo = () => staffRepository(ctx.db);
  return {
    async doctors(): Promise<Doctor[]> {
      const doctors = await repo().list({ status: 'ACTIVE', isDoctor: true });
      return doctors.map((staff) => presentDoctor(ctx, staff));
    },

    /** Public: ACTIVE accounts without emails. An admin sees every account, with emails. */
    async staffList(viewer: Caller | undefined): Promise<StaffMember[]> {
      if (viewer?.isAdmin) {
        const all = await repo().list();
        // Who waits for activation comes first.
        return [
          ...all.filter((s) => s.status === 'PENDING'),
          ...all.filter((s) => s.status !== 'PENDING'),
        ].map((staff) => presentUser(ctx, staff));
      }
      return (await repo().list({ status: 'ACTIVE' })).map((staff) =>
        presentPublicMember(ctx, staff),
      );
    },
  };
}

export type StaffDirectoryService = ReturnType<typeof createStaffDirectoryService>;
