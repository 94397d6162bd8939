import { MESSAGES, type User } from 'shared-data/contract';
import type { Caller } from '../core/caller';
import { HttpError } from '../core/errors';
import type { ImageRef } from '../core/images';
import type { UploadedFile } from '../core/uploaded-file';
import { staffRepository, type StaffChanges } from '../repositories/staff-repository';
import { presentUser } from './account-presenter';
import { ensureEmailFree, insertAccount, type AccountDetails } from './account-records';
import { accountByEmail, accountOf, NO_SUCH_ACCOUNT, OWN_ACCOUNT_ONLY } from './account-rules';
import { pagesChanged, staffPagesChanged } from './page-changes';
import { inTransaction, nowIso, type ServiceContext } from './context';

/** A person's own account: registering one, reading it, changing its details and pictures. */
export function createOwnAccountService(ctx: ServiceContext) {
  return {
    /** Anyone may register; the account waits, PENDING, for an administrator. */
    async register(
      input: { email: string; fullname: string; password: string } & AccountDetails,
      avatarFile: UploadedFile | undefined,
    ): Promise<{ msg: string }> {
      await ensureEmailFree(ctx, input.email);
      const prepared = await ctx.images.prepareAll([avatarFile]);
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
        return { result: undefined, unused };
      });
      const updated = await staffRepository(ctx.db).findById(staff.id);
      if (!updated) throw new HttpError(404, NO_SUCH_ACCOUNT);
      return { msg: MESSAGES.accountUpdated, user: presentUser(ctx, updated) };
    },
  };
}

export type OwnAccountService = ReturnType<typeof createOwnAccountService>;
