import { MESSAGES, type StaffStatus } from 'shared-data/contract';
import type { Caller } from '../../core/caller';
import { HttpError } from '../../core/errors';
import type { UploadedFile } from '../../core/uploaded-file';
import { sessionRepository } from '../../repositories/session-repository';
import {
  staffRepository,
  type StaffChanges,
  type StaffRecord,
} from '../../repositories/staff-repository';
import { activatedMail, invitationMail } from './mail';
import {
  ensureEmailFree,
  insertAccount,
  removeAccount,
  type AccountDetails,
  type NewAccount,
} from './records';
import {
  accountByEmail,
  accountOf,
  ensureAdmin,
  isActiveAdmin,
  LAST_ADMIN,
} from '../account-rules';
import { inTransaction, mailLater, nowIso, type ServiceContext } from '../context';
import type { OtpService } from './otp-service';
import { pagesChanged, staffPagesChanged } from '../page-changes';
import { changedFields, recordChange } from '../audit-service';

export interface StaffUpdate extends AccountDetails {
  role?: string | undefined;
  status?: StaffStatus | undefined;
  isAdmin?: boolean | undefined;
  isDoctor?: boolean | undefined;
  species?: string[] | undefined;
}

const STAFF_FIELDS = [
  'fullname',
  'background',
  'description',
  'role',
  'status',
  'isAdmin',
  'isDoctor',
  'species',
] as const satisfies readonly (keyof StaffUpdate & keyof StaffChanges)[];

/**
 * What administrators do to other accounts: add, activate, suspend, promote, edit and delete.
 * The last active administrator can be neither demoted, suspended nor deleted.
 */
export function createStaffAdminService(
  ctx: ServiceContext,
  otp: OtpService,
  /** The site's origin, for the links in the invitation and activation mails. */
  publicUrl: string,
) {
  /** Used when an invitation could not be mailed. */
  async function removeById(id: string): Promise<void> {
    const staff = await staffRepository(ctx.db).findById(id);
    if (!staff) return;
    await inTransaction(ctx, [], async (trx) => ({
      result: undefined,
      unused: await removeAccount(ctx, trx, staff),
    }));
  }

  return {
    /**
     * An admin adds a member: ACTIVE, without a password, mailed a one-time code to set one.
     * If the mail cannot be sent the account is removed again, so the admin can retry.
     */
    async addStaff(
      caller: Caller,
      input: { email: string; fullname: string; role: string } & AccountDetails,
      avatarFile: UploadedFile | undefined,
    ): Promise<{ msg: string }> {
      ensureAdmin(caller);
      const admin = await accountOf(ctx.db, caller);
      await ensureEmailFree(ctx, input.email);
      const prepared = await ctx.images.prepareAll([avatarFile]);
      const { id, code } = await inTransaction(ctx, prepared, async (trx) => {
        const staffId = await insertAccount(ctx, trx, {
          email: input.email,
          fullname: input.fullname,
          role: input.role,
          background: input.background ?? '',
          description: input.description ?? '',
          password: null,
          status: 'ACTIVE',
          avatar: prepared[0],
        });
        await recordChange(ctx, trx, caller, {
          kind: 'staff.add',
          subject: { type: 'staff', id: staffId },
          summary: `Added the staff account of ${input.fullname}`,
          after: { email: input.email, fullname: input.fullname, role: input.role },
        });
        return { result: { id: staffId, code: await otp.issue(trx, staffId) } };
      });
      try {
        await ctx.mailer.send({
          to: input.email,
          ...invitationMail(input, admin.fullname, code, publicUrl),
        });
      } catch (error) {
        ctx.log.error({ err: error }, 'new staff member not mailed; account removed');
        await removeById(id);
        throw new HttpError(
          502,
          'The invitation email could not be sent, so the account was not kept; try again',
        );
      }
      return { msg: MESSAGES.staffAdded };
    },

    /** PUT auth/staff/{email}: an admin activates, suspends, promotes or edits a member. */
    async updateStaff(
      caller: Caller,
      email: string,
      changes: StaffUpdate,
    ): Promise<{ msg: string }> {
      ensureAdmin(caller);
      const before = await accountByEmail(ctx.db, email);
      const after = {
        isAdmin: changes.isAdmin ?? before.isAdmin,
        status: changes.status ?? before.status,
      };
      await ctx.db.transaction().execute(async (trx) => {
        const staff = staffRepository(trx);
        // Counted inside the transaction, so two admins demoting each other cannot both win.
        if (isActiveAdmin(before) && !isActiveAdmin(after) && (await staff.countAdmins()) <= 1) {
          throw new HttpError(409, LAST_ADMIN);
        }
        const now = nowIso(ctx.clock);
        const update: StaffChanges = {};
        for (const field of STAFF_FIELDS) {
          if (changes[field] !== undefined) Object.assign(update, { [field]: changes[field] });
        }
        await staff.update(before.id, update, now);
        await pagesChanged(trx, staffPagesChanged(before, { ...before, ...update }), now);
        await recordChange(ctx, trx, caller, {
          kind: 'staff.update',
          subject: { type: 'staff', id: before.id },
          summary: `Changed the account of ${before.fullname}`,
          ...changedFields(before, update),
        });
        // Someone no longer ACTIVE is signed out everywhere (access tokens stop at once anyway).
        if (after.status !== 'ACTIVE') await sessionRepository(trx).revokeAllOf(before.id, now);
      });
      if (before.status === 'PENDING' && after.status === 'ACTIVE') {
        mailLater(ctx, {
          to: before.email,
          ...activatedMail(changes.fullname ?? before.fullname, publicUrl),
        });
      }
      return { msg: MESSAGES.userUpdated };
    },

    /** POST auth/delete/staff: an admin removes an account; its sessions end with it. */
    async deleteStaff(caller: Caller, email: string): Promise<{ msg: string }> {
      ensureAdmin(caller);
      const staff = await accountByEmail(ctx.db, email);
      await inTransaction(ctx, [], async (trx) => {
        if (isActiveAdmin(staff) && (await staffRepository(trx).countAdmins()) <= 1) {
          throw new HttpError(409, LAST_ADMIN);
        }
        // Before the removal: an administrator deleting their own account is still named.
        await recordChange(ctx, trx, caller, {
          kind: 'staff.delete',
          subject: { type: 'staff', id: staff.id },
          summary: `Deleted the account of ${staff.fullname}`,
          before: {
            email: staff.email,
            fullname: staff.fullname,
            role: staff.role,
            status: staff.status,
            isAdmin: staff.isAdmin,
            isDoctor: staff.isDoctor,
          },
        });
        return { result: undefined, unused: await removeAccount(ctx, trx, staff) };
      });
      return { msg: MESSAGES.userDeleted };
    },

    /**
     * An account made without the checks of the calls: the first admin, the demo doctors and
     * the tests' accounts.
     */
    async createAccount(account: NewAccount): Promise<StaffRecord> {
      const id = await insertAccount(ctx, ctx.db, account);
      const staff = await staffRepository(ctx.db).findById(id);
      if (!staff) throw new Error('account vanished after insert');
      return staff;
    },
  };
}

export type StaffAdminService = ReturnType<typeof createStaffAdminService>;
