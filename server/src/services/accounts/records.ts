import type { StaffStatus } from 'shared-data/contract';
import type { Executor } from '../../core/database';
import { HttpError } from '../../core/errors';
import type { ImageRef } from '../../core/images';
import type { NewImage } from '../../repositories/image-repository';
import { isUniqueViolation } from '../../repositories/common';
import { staffRepository, type StaffRecord } from '../../repositories/staff-repository';
import { EMAIL_TAKEN } from '../account-rules';
import { nowIso, type ServiceContext } from '../context';
import { doctorPage, pageGone, pagesChanged, staffPagesChanged } from '../page-changes';
import { hashPassword } from './passwords';

export interface NewAccount {
  email: string;
  fullname: string;
  /** Hashed before it is stored; null: no password yet (one is set with a mailed code). */
  password: string | null;
  status: StaffStatus;
  role?: string;
  background?: string;
  description?: string;
  isAdmin?: boolean;
  isDoctor?: boolean;
  species?: string[];
  avatarId?: string | null;
}

/** Text an account's owner writes about themselves; undefined leaves a field as it is. */
export interface AccountDetails {
  fullname?: string | undefined;
  background?: string | undefined;
  description?: string | undefined;
}

/**
 * Inserts the account, with its avatar when one was prepared; answers its id. A second account
 * with the same email is a 409.
 */
export async function insertAccount(
  ctx: ServiceContext,
  db: Executor,
  account: NewAccount & { avatar?: NewImage | undefined },
): Promise<string> {
  const now = nowIso(ctx.clock);
  const avatarId = account.avatar
    ? await ctx.images.record(db, account.avatar, now)
    : (account.avatarId ?? null);
  let id: string;
  try {
    id = await staffRepository(db).insert(
      {
        ...account,
        avatarId,
        passwordHash: account.password === null ? null : await hashPassword(account.password),
      },
      now,
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_TAKEN);
    throw error;
  }
  const shown = {
    id,
    status: account.status,
    isDoctor: account.isDoctor ?? false,
    fullname: account.fullname,
    role: account.role ?? '',
    description: account.description ?? '',
    background: account.background ?? '',
    avatarId,
  };
  await pagesChanged(db, staffPagesChanged(undefined, shown), now);
  return id;
}

/** Refuses an email that already has an account, before any image of the form is processed. */
export async function ensureEmailFree(ctx: ServiceContext, email: string): Promise<void> {
  if (await staffRepository(ctx.db).findByEmail(email)) throw new HttpError(409, EMAIL_TAKEN);
}

/** Deletes the account; answers its image files to remove once the transaction commits. */
export async function removeAccount(
  ctx: ServiceContext,
  trx: Executor,
  staff: StaffRecord,
): Promise<ImageRef[]> {
  await staffRepository(trx).remove(staff.id);
  const ownPage = doctorPage(staff.id);
  const changed = staffPagesChanged(staff, undefined).filter((path) => path !== ownPage);
  await pagesChanged(trx, changed, nowIso(ctx.clock));
  await pageGone(trx, ownPage);
  return ctx.images.forgetAll(trx, [staff.avatarId, ...staff.images.map((image) => image.imageId)]);
}
