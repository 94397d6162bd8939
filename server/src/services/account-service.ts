import type { Doctor, StaffMember, StaffStatus, User } from 'shared-data/contract';
import { staffRepository, type StaffRecord } from '../repositories/staff-repository';
import { nowIso, type ServiceContext } from './context';
import { HttpError } from './http-error';
import { hashPassword, verifyPassword } from './passwords';
import type { TokenService } from './tokens';

export const WRONG_CREDENTIALS = 'The email or password is incorrect';
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

export function createAccountService(ctx: ServiceContext, tokens: TokenService) {
  const repo = () => staffRepository(ctx.db);

  /** Only ACTIVE accounts act; the others are told why. */
  function ensureActive(staff: StaffRecord): void {
    if (staff.status !== 'ACTIVE') throw new HttpError(403, STATUS_REFUSALS[staff.status]);
  }

  return {
    async signIn(email: string, password: string) {
      const staff = await repo().findByEmail(email);
      // Verified even for an unknown email, so timing does not reveal which emails exist.
      const matches = await verifyPassword(staff?.passwordHash ?? null, password);
      if (!staff || !matches) throw new HttpError(401, WRONG_CREDENTIALS);
      // Only the owner of the password learns the account's status.
      ensureActive(staff);
      return {
        status: true as const,
        user: presentUser(ctx, staff),
        access_token: tokens.sign(staff.id),
      };
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
}

export type AccountService = ReturnType<typeof createAccountService>;
