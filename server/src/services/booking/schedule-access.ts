import type { Caller } from '../../core/caller';
import { HttpError } from '../../core/errors';

// Who may change what of the schedule (docs/behaviour.md#booking): a doctor their own hours and
// time off, an administrator anyone's, and only administrators the types and holidays.

const NOT_YOURS = "Only administrators may change another doctor's schedule";

/** Only an administrator may go on. */
export function assertAdmin(caller: Caller) {
  if (!caller.isAdmin) throw new HttpError(403, 'Only administrators may do this');
}

/** Who may act for a doctor: the doctor, or an administrator. */
export function assertOwnOrAdmin(caller: Caller, doctorId: string) {
  if (doctorId !== caller.id && !caller.isAdmin) throw new HttpError(403, NOT_YOURS);
}

/** Whose schedule a call is about: one's own unless an administrator names another doctor. */
export function scheduleSubject(caller: Caller, doctorId: string | undefined): string {
  const id = doctorId ?? caller.id;
  assertOwnOrAdmin(caller, id);
  return id;
}
