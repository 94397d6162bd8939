import type { Doctor, Page, StaffMember, StaffStatus } from 'shared-data/contract';
import type { Caller } from '../../core/caller';
import { staffRepository } from '../../repositories/staff-repository';
import { presentDoctor, presentPublicMember, presentUser } from './presenter';
import type { ServiceContext } from '../context';
import { pageAnswer, searchOf, windowOf, type PageQuery } from '../paging';

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

    /**
     * One page of the staff list as `staffList` shows it to this viewer: an administrator sees
     * every account (waiting ones first) and may search emails; anyone else ACTIVE accounts only,
     * without emails (docs/behaviour.md#paged-list-calls).
     */
    async staffPage(
      viewer: Caller,
      query: PageQuery & { status?: StaffStatus | undefined },
    ): Promise<Page<StaffMember>> {
      const admin = viewer.isAdmin;
      const found = await repo().page(
        {
          status: query.status,
          activeOnly: !admin,
          search: searchOf(query),
          searchEmail: admin,
        },
        windowOf(query),
      );
      return pageAnswer(query, found, (staff) =>
        admin ? presentUser(ctx, staff) : presentPublicMember(ctx, staff),
      );
    },
  };
}

export type StaffDirectoryService = ReturnType<typeof createStaffDirectoryService>;
