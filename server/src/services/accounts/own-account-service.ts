import { MESSAGES, type User } from 'shared-data/contract';
import type { Caller } from '../../core/caller';
import { HttpError } from '../../core/errors';
import type { ImageRef } from '../../core/images';
import type { UploadedFile } from '../../core/uploaded-file';
import {
  staffRepository,
  type StaffChanges,
  type StaffRecord,
} from '../../repositories/staff-repository';
import { presentUser } from './presenter';
import type { NewImage } from '../../repositories/image-repository';
import { takenAddressMail } from './mail';
import { insertAccount, type AccountDetails } from './records';
import { accountByEmail, accountOf, NO_SUCH_ACCOUNT, OWN_ACCOUNT_ONLY } from '../account-rules';
import { pagesChanged, staffPagesChanged } from '../page-changes';
import type { AttemptCounters } from '../attempt-counters';
import { inTransaction, mailLater, nowIso, type ServiceContext } from '../context';
import { hashPassword } from './passwords';
import { changedFields, recordChange } from '../audit-service';

/** Notices to the owner of a taken address: at most one a day, however often it is tried. */
const TAKEN_ADDRESS_NOTICE_EVERY_MS = 24 * 60 * 60_000;

/** A person's own account: registering one, reading it, changing its details and pictures. */
export function createOwnAccountService(
  ctx: ServiceContext,
  { publicUrl, attempts }: { publicUrl: string; attempts: AttemptCounters },
) {
  /** Someone registered an address that has an account: its owner is told, nothing changes. */
  async function noticeTakenAddress(owner: StaffRecord): Promise<void> {
    const notices = await attempts.add('taken-address-notice', [owner.email], {
      forMs: TAKEN_ADDRESS_NOTICE_EVERY_MS,
      sliding: false,
    });
    if (notices === 1) {
      mailLater(ctx, { to: owner.email, ...takenAddressMail(owner.fullname, publicUrl) });
    }
  }

  /** Inserts the PENDING account; a 409 when the address was taken meanwhile. */
  async function registerNew(
    input: { email: string; fullname: string; password: string } & AccountDetails,
    prepared: NewImage[],
  ): Promise<void> {
    await inTransaction(ctx, prepared, async (trx) => ({
      result: await insertAccount(ctx, trx, {
        email: input.email,
        fullname: input.fullname,
        password: input.password,
        background: input.background ?? '',
        description: input.description ?? '',
        status: 'PENDING',
        isAdmin: false,
        isDoctor: false,
        avatar: prepared[0],
      }),
    }));
  }

  return {
    /**
     * Anyone may register; the account waits, PENDING, for an administrator. An address that
     * already has an account gets the same answer after the same work (the photo read, the
     * password hashed), and its owner a mail instead: the answer never tells whether an address
     * has an account.
     */
    async register(
      input: { email: string; fullname: string; password: string } & AccountDetails,
      avatarFile: UploadedFile | undefined,
    ): Promise<{ msg: string }> {
      const prepared = await ctx.images.prepareAll([avatarFile]);
      const owner = await staffRepository(ctx.db).findByEmail(input.email);
      if (owner) {
        await hashPassword(input.password);
        await ctx.images.discard(ctx.db, prepared);
        await noticeTakenAddress(owner);
        return { msg: MESSAGES.registered };
      }
      try {
        await registerNew(input, prepared);
      } catch (error) {
        // Registered at the same moment by another request: answered as above.
        if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
        const winner = await staffRepository(ctx.db).findByEmail(input.email);
        if (winner) await noticeTakenAddress(winner);
      }
      return { msg: MESSAGES.registered };
    },

    /** GET auth/user: the signed-in person's account. */
    async current(caller: Caller): Promise<User> {
      return presentUser(ctx, await accountOf(ctx.db, caller));
    },

    /**
     * PUT auth/account/{email}: the signed-in person changes their own details, photo and
     * images (an admin may change anyone's). Status, roles and rank are not touched here.
     */
    async update(
      caller: Caller,
      email: string,
      details: AccountDetails,
      files: { avatar?: UploadedFile[] | undefined; images?: UploadedFile[] | undefined },
    ): Promise<{ msg: string; user: User }> {
      const self = await accountOf(ctx.db, caller);
      if (email !== self.email && !caller.isAdmin) throw new HttpError(403, OWN_ACCOUNT_ONLY);
      const staff = email === self.email ? self : await accountByEmail(ctx.db, email);
      const avatarFile = files.avatar?.[0];
      const prepared = await ctx.images.prepareAll([avatarFile, ...(files.images ?? [])]);
      const avatar = avatarFile ? prepared[0] : undefined;
      const images = avatarFile ? prepared.slice(1) : prepared;
      await inTransaction(ctx, prepared, async (trx) => {
        const now = nowIso(ctx.clock);
        const changes: StaffChanges = {};
        if (details.fullname !== undefined) changes.fullname = details.fullname;
        if (details.background !== undefined) changes.background = details.background;
        if (details.description !== undefined) changes.description = details.description;
        const unused: ImageRef[] = [];
        if (avatar) {
          changes.avatarId = await ctx.images.record(trx, avatar, now);
          unused.push(...(await ctx.images.forget(trx, staff.avatarId)));
        }
        await staffRepository(trx).update(staff.id, changes, now);
        await pagesChanged(trx, staffPagesChanged(staff, { ...staff, ...changes }), now);
        if (images.length) {
          const ids: string[] = [];
          for (const image of images) ids.push(await ctx.images.record(trx, image, now));
          const dropped = await staffRepository(trx).replaceImages(staff.id, ids);
          unused.push(...(await ctx.images.forgetAll(trx, dropped)));
        }
        // What the public pages show of a person (doctor pages, the staff list) changed.
        const { before, after } = changedFields(staff, {
          fullname: changes.fullname,
          background: changes.background,
          description: changes.description,
        });
        if (avatar) after.avatar = ctx.images.present(avatar).url;
        if (images.length) after.images = images.length;
        await recordChange(ctx, trx, caller, {
          kind: 'account.update',
          subject: { type: 'staff', id: staff.id },
          summary:
            staff.id === caller.id
              ? 'Changed their own account'
              : `Changed the account details of ${staff.fullname}`,
          before,
          after,
        });
        return { result: undefined, unused };
      });
      const updated = await staffRepository(ctx.db).findById(staff.id);
      if (!updated) throw new HttpError(404, NO_SUCH_ACCOUNT);
      return { msg: MESSAGES.accountUpdated, user: presentUser(ctx, updated) };
    },
  };
}

export type OwnAccountService = ReturnType<typeof createOwnAccountService>;
