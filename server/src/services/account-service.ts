import {
  MESSAGES,
  type Doctor,
  type StaffMember,
  type StaffStatus,
  type User,
} from 'shared-data/contract';
import type { UploadedFile } from '../plugins/multipart';
import { isUniqueViolation, type Executor, type ImageRef } from '../repositories/common';
import { sessionRepository } from '../repositories/session-repository';
import {
  staffRepository,
  type StaffChanges,
  type StaffRecord,
} from '../repositories/staff-repository';
import { COMPANY_NAME } from './company';
import { inTransaction, mailLater, nowIso, type ServiceContext } from './context';
import { HttpError } from './http-error';
import type { NewImage } from '../repositories/image-repository';
import type { OtpService } from './otp-service';
import { hashPassword, verifyPassword } from './passwords';
import type { SessionService } from './session-service';
import type { TokenService } from './tokens';

export const WRONG_CREDENTIALS = 'The email or password is incorrect';
/** Wrong passwords in a row that lock an account, and for how long. */
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MINUTES = 15;
export const EMAIL_TAKEN = 'An account with this email already exists';
export const ADMIN_ONLY = 'Only an administrator can do this';
export const NO_SUCH_ACCOUNT = 'No account has this email';
export const LAST_ADMIN =
  'This is the last active administrator: make another account an active administrator first';
export const OWN_ACCOUNT_ONLY = 'You can only change your own account';
export const STATUS_REFUSALS: Record<Exclude<StaffStatus, 'ACTIVE'>, string> = {
  PENDING: 'Your account is waiting for an administrator to activate it',
  SUSPENDED: 'Your account is suspended; contact an administrator',
};

export function presentUser(ctx: ServiceContext, staff: StaffRecord): User {
  const avatar = ctx.images.present(staff.avatar);
  return {
    _id: staff.id,
    fullname: staff.fullname,
    email: staff.email,
    avatar: avatar.url,
    avatar_srcset: avatar.srcset,
    background: staff.background,
    description: staff.description,
    images: staff.images.map(({ image }) => ctx.images.present(image).url ?? ''),
    isDoctor: staff.isDoctor,
    isAdmin: staff.isAdmin,
    rank: staff.rank,
    status: staff.status,
    role: staff.role,
  };
}

export interface NewAccount {
  email: string;
  fullname: string;
  password: string | null;
  status: StaffStatus;
  role?: string;
  background?: string;
  description?: string;
  isAdmin?: boolean;
  isDoctor?: boolean;
  avatarId?: string | null;
}

/** Only ACTIVE accounts act; the others are told why. */
export function ensureActive(staff: StaffRecord): void {
  if (staff.status !== 'ACTIVE') throw new HttpError(403, STATUS_REFUSALS[staff.status]);
}

function ensureAdmin(staff: StaffRecord): void {
  if (!staff.isAdmin) throw new HttpError(403, ADMIN_ONLY);
}

const isActiveAdmin = (staff: { isAdmin: boolean; status: StaffStatus }) =>
  staff.isAdmin && staff.status === 'ACTIVE';

export interface AccountDetails {
  fullname?: string | undefined;
  background?: string | undefined;
  description?: string | undefined;
}

export interface StaffUpdate extends AccountDetails {
  role?: string | undefined;
  status?: StaffStatus | undefined;
  isAdmin?: boolean | undefined;
  isDoctor?: boolean | undefined;
}

const minutesLeft = (until: string, now: number) =>
  Math.max(1, Math.ceil((Date.parse(until) - now) / 60_000));

export function createAccountService(
  ctx: ServiceContext,
  tokens: TokenService,
  sessions: SessionService,
  otp: OtpService,
) {
  const repo = () => staffRepository(ctx.db);

  const session = (staff: StaffRecord) => ({
    status: true as const,
    user: presentUser(ctx, staff),
    access_token: tokens.sign(staff.id),
  });

  /** Refused while locked; counts a wrong password and locks at the limit. */
  async function checkPassword(staff: StaffRecord | undefined, password: string): Promise<void> {
    const now = ctx.clock();
    if (staff?.lockedUntil && Date.parse(staff.lockedUntil) > now) {
      const minutes = minutesLeft(staff.lockedUntil, now);
      throw new HttpError(
        429,
        `Too many wrong passwords: this account is locked, try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
        { 'retry-after': String(minutes * 60) },
      );
    }
    // Verified even for an unknown email, so timing does not reveal which emails exist.
    const matches = await verifyPassword(staff?.passwordHash ?? null, password);
    if (staff && !matches) {
      const stamp = nowIso(ctx.clock);
      const failures = await repo().countFailedSignIn(staff.id, stamp);
      if (failures >= LOCK_AFTER_FAILURES) {
        const until = new Date(now + LOCK_MINUTES * 60_000).toISOString();
        await repo().update(staff.id, { failedSignins: 0, lockedUntil: until }, stamp);
        ctx.log.warn({ staff: staff.id }, 'account locked after repeated wrong passwords');
      }
    }
    if (!staff || !matches) throw new HttpError(401, WRONG_CREDENTIALS);
    if (staff.failedSignins > 0 || staff.lockedUntil) {
      await repo().update(staff.id, { failedSignins: 0, lockedUntil: null }, nowIso(ctx.clock));
    }
  }

  /** Stores the images of one change before its transaction (slow work stays outside it). */
  const prepareAll = (files: UploadedFile[]) =>
    Promise.all(files.map((file) => ctx.images.prepare(file)));

  async function forgetImages(trx: Executor, ids: (string | null)[]): Promise<ImageRef[]> {
    const unused: ImageRef[] = [];
    for (const id of ids) unused.push(...(await ctx.images.forget(trx, id)));
    return unused;
  }

  async function insertAccount(
    trx: Executor,
    account: NewAccount & { avatar?: NewImage | undefined },
  ): Promise<string> {
    const now = nowIso(ctx.clock);
    const avatarId = account.avatar ? await ctx.images.record(trx, account.avatar, now) : null;
    try {
      return await staffRepository(trx).insert(
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
  }

  async function target(email: string): Promise<StaffRecord> {
    const staff = await repo().findByEmail(email);
    if (!staff) throw new HttpError(404, NO_SUCH_ACCOUNT);
    return staff;
  }

  return {
    /** The session, and the refresh token for the cookie. */
    async signIn(email: string, password: string) {
      const staff = await repo().findByEmail(email);
      await checkPassword(staff, password);
      if (!staff) throw new HttpError(401, WRONG_CREDENTIALS);
      // Only the owner of the password learns the account's status.
      ensureActive(staff);
      return { session: session(staff), refresh: await sessions.start(staff.id) };
    },

    /** GET auth/refresh-token: a new access token and a new refresh token for the old one. */
    async refresh(token: string) {
      const { staff, refresh } = await sessions.rotate(token, ensureActive);
      return { session: session(staff), refresh };
    },

    /** Anyone may register; the account waits, PENDING, for an administrator. */
    async register(
      input: { email: string; fullname: string; password: string } & AccountDetails,
      avatarFile: UploadedFile | undefined,
    ): Promise<{ msg: string }> {
      if (await repo().findByEmail(input.email)) throw new HttpError(409, EMAIL_TAKEN);
      const prepared = await prepareAll(avatarFile ? [avatarFile] : []);
      await inTransaction(ctx, prepared, async (trx) => ({
        result: await insertAccount(trx, {
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

    /**
     * An admin adds a member: ACTIVE, without a password, mailed a one-time code to set one.
     * If the mail cannot be sent the account is removed again, so the admin can retry.
     */
    async addStaff(
      admin: StaffRecord,
      input: { email: string; fullname: string; role: string } & AccountDetails,
      avatarFile: UploadedFile | undefined,
    ): Promise<{ msg: string }> {
      ensureAdmin(admin);
      if (await repo().findByEmail(input.email)) throw new HttpError(409, EMAIL_TAKEN);
      const prepared = await prepareAll(avatarFile ? [avatarFile] : []);
      const { id, code } = await inTransaction(ctx, prepared, async (trx) => {
        const staffId = await insertAccount(trx, {
          email: input.email,
          fullname: input.fullname,
          role: input.role,
          background: input.background ?? '',
          description: input.description ?? '',
          password: null,
          status: 'ACTIVE',
          avatar: prepared[0],
        });
        const created = await staffRepository(trx).findById(staffId);
        if (!created) throw new Error('account vanished after insert');
        return { result: { id: staffId, code: await otp.issue(trx, created) } };
      });
      try {
        await ctx.mailer.send({
          to: input.email,
          subject: `Your ${COMPANY_NAME} staff account`,
          text: [
            `Dear ${input.fullname},`,
            '',
            `${admin.fullname} has added you to the ${COMPANY_NAME} staff portal as ${input.role}.`,
            'To choose your password, open Reset Password on the sign-in page and enter this email address, the code below and your new password.',
            '',
            otp.codeMail(code),
            '',
            'When the code has expired, ask for a new one on the Request Code page.',
          ].join('\n'),
        });
      } catch (error) {
        ctx.log.error({ err: error }, 'new staff member not mailed; account removed');
        await this.removeAccount(id);
        throw new HttpError(
          502,
          'The invitation email could not be sent, so the account was not kept; try again',
        );
      }
      return { msg: MESSAGES.staffAdded };
    },

    /** PUT auth/staff/{email}: an admin activates, suspends, promotes or edits a member. */
    async updateStaff(
      admin: StaffRecord,
      email: string,
      changes: StaffUpdate,
    ): Promise<{ msg: string }> {
      ensureAdmin(admin);
      const before = await target(email);
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
        for (const field of [
          'fullname',
          'background',
          'description',
          'role',
          'status',
          'isAdmin',
          'isDoctor',
        ] as const) {
          if (changes[field] !== undefined) Object.assign(update, { [field]: changes[field] });
        }
        await staff.update(before.id, update, now);
        // Someone no longer ACTIVE is signed out everywhere (access tokens stop at once anyway).
        if (after.status !== 'ACTIVE') await sessionRepository(trx).revokeAllOf(before.id, now);
      });
      if (before.status === 'PENDING' && after.status === 'ACTIVE') {
        mailLater(
          ctx,
          before.email,
          `Your ${COMPANY_NAME} account is active`,
          [
            `Dear ${changes.fullname ?? before.fullname},`,
            '',
            `An administrator has activated your ${COMPANY_NAME} staff account. You can sign in now.`,
          ].join('\n'),
        );
      }
      return { msg: MESSAGES.userUpdated };
    },

    /** POST auth/delete/staff: an admin removes an account; its sessions end with it. */
    async deleteStaff(admin: StaffRecord, email: string): Promise<{ msg: string }> {
      ensureAdmin(admin);
      const staff = await target(email);
      await inTransaction(ctx, [], async (trx) => {
        if (isActiveAdmin(staff) && (await staffRepository(trx).countAdmins()) <= 1) {
          throw new HttpError(409, LAST_ADMIN);
        }
        return { result: undefined, unused: await removeWithImages(trx, staff) };
      });
      return { msg: MESSAGES.userDeleted };
    },

    /** Used when an invitation could not be mailed. */
    async removeAccount(id: string): Promise<void> {
      const staff = await repo().findById(id);
      if (!staff) return;
      await inTransaction(ctx, [], async (trx) => ({
        result: undefined,
        unused: await removeWithImages(trx, staff),
      }));
    },

    /**
     * PUT auth/account/{email}: the signed-in person changes their own details, photo and
     * images (an admin may change anyone's). Status, roles and rank are not touched here.
     */
    async updateAccount(
      caller: StaffRecord,
      email: string,
      details: AccountDetails,
      files: { avatar?: UploadedFile[] | undefined; images?: UploadedFile[] | undefined },
    ): Promise<{ msg: string; user: User }> {
      if (email !== caller.email && !caller.isAdmin) throw new HttpError(403, OWN_ACCOUNT_ONLY);
      const staff = email === caller.email ? caller : await target(email);
      const avatarFile = files.avatar?.[0];
      const imageFiles = files.images ?? [];
      const prepared = await prepareAll([...(avatarFile ? [avatarFile] : []), ...imageFiles]);
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
        if (images.length) {
          const ids: string[] = [];
          for (const image of images) ids.push(await ctx.images.record(trx, image, now));
          const dropped = await staffRepository(trx).replaceImages(staff.id, ids);
          unused.push(...(await forgetImages(trx, dropped)));
        }
        return { result: undefined, unused };
      });
      const updated = await repo().findById(staff.id);
      if (!updated) throw new HttpError(404, NO_SUCH_ACCOUNT);
      return { msg: MESSAGES.accountUpdated, user: presentUser(ctx, updated) };
    },

    /**
     * The account behind a Bearer token, looked up on every request: a suspended or deleted
     * account's token stops working at once, not when it expires.
     */
    async authenticate(token: string): Promise<StaffRecord> {
      const staffId = tokens.verify(token);
      const staff = await repo().findById(staffId);
      if (!staff) throw new HttpError(401, 'The account no longer exists');
      ensureActive(staff);
      return staff;
    },

    present: (staff: StaffRecord) => presentUser(ctx, staff),

    async doctors(): Promise<Doctor[]> {
      const doctors = await repo().list({ status: 'ACTIVE', isDoctor: true });
      return doctors.map((staff) => {
        const user = presentUser(ctx, staff);
        return {
          _id: user._id,
          avatar: user.avatar,
          avatar_srcset: user.avatar_srcset,
          fullname: user.fullname,
          role: user.role,
          description: user.description,
          background: user.background,
        };
      });
    },

    /** Public: ACTIVE accounts without emails. An admin sees every account, with emails. */
    async staffList(viewer: StaffRecord | undefined): Promise<StaffMember[]> {
      if (viewer?.isAdmin) {
        const all = await repo().list();
        // Who waits for activation comes first.
        return [
          ...all.filter((s) => s.status === 'PENDING'),
          ...all.filter((s) => s.status !== 'PENDING'),
        ].map((staff) => presentUser(ctx, staff));
      }
      return (await repo().list({ status: 'ACTIVE' })).map((staff) => {
        const member: StaffMember = presentUser(ctx, staff);
        delete member.email;
        return member;
      });
    },

    /** For the first admin, the demo doctors and tests; the account calls build on it. */
    async createAccount(account: NewAccount): Promise<StaffRecord> {
      const id = await repo().insert(
        {
          ...account,
          passwordHash: account.password === null ? null : await hashPassword(account.password),
        },
        nowIso(ctx.clock),
      );
      const staff = await repo().findById(id);
      if (!staff) throw new Error('account vanished after insert');
      return staff;
    },

    findByEmail: (email: string) => repo().findByEmail(email),
  };

  async function removeWithImages(trx: Executor, staff: StaffRecord): Promise<ImageRef[]> {
    await staffRepository(trx).remove(staff.id);
    return forgetImages(trx, [staff.avatarId, ...staff.images.map((image) => image.imageId)]);
  }
}

export type AccountService = ReturnType<typeof createAccountService>;
