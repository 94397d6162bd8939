import type { StaffStatus } from 'shared-data/contract';
import type { Caller } from '../core/caller';
import type { Executor } from '../core/database';
import { HttpError } from '../core/errors';
import { staffRepository, type StaffRecord } from '../repositories/staff-repository';

// Who may do what with accounts (docs/behaviour.md#roles-and-permissions), and the refusals.

export const EMAIL_TAKEN = 'An account with this email already exists';
export const ADMIN_ONLY = 'Only an administrator can do this';
export const NO_SUCH_ACCOUNT = 'No account has this email';
export const ACCOUNT_GONE = 'The account no longer exists';
export const LAST_ADMIN =
  'This is the last active administrator: make another account an active administrator first';
export const OWN_ACCOUNT_ONLY = 'You can only change your own account';
const STATUS_REFUSALS: Record<Exclude<StaffStatus, 'ACTIVE'>, string> = {
  PENDING: 'Your account is waiting for an administrator to activate it',
  SUSPENDED: 'Your account is suspended; contact an administrator',
};

/** Only ACTIVE accounts act; the others are told why. */
export function ensureActive(staff: { status: StaffStatus }): void {
  if (staff.status !== 'ACTIVE') throw new HttpError(403, STATUS_REFUSALS[staff.status]);
}

export function ensureAdmin(caller: Caller): void {
  if (!caller.isAdmin) throw new HttpError(403, ADMIN_ONLY);
}

export const isActiveAdmin = (staff: { isAdmin: boolean; status: StaffStatus }) =>
  staff.isAdmin && staff.status === 'ACTIVE';

/** What a request carries of its account: never the password hash. */
export function callerOf(staff: StaffRecord): Caller {
  return { id: staff.id, isAdmin: staff.isAdmin, isDoctor: staff.isDoctor, status: staff.status };
}

/** The caller's whole account, read again; a 401 if it was deleted since its token was checked. */
export async function accountOf(db: Executor, caller: Caller): Promise<StaffRecord> {
  const staff = await staffRepository(db).findById(caller.id);
  if (!staff) throw new HttpError(401, ACCOUNT_GONE);
  return staff;
}

/** The account an administrator names by email; a 404 when there is none. */
export async function accountByEmail(db: Executor, email: string): Promise<StaffRecord> {
  const staff = await staffRepository(db).findByEmail(email);
  if (!staff) throw new HttpError(404, NO_SUCH_ACCOUNT);
  return staff;
}
