// Who may change whose schedule (docs/behaviour.md#booking): a doctor their own, an
// administrator anyone's, and only administrators what is the clinic's.
import type { Caller } from '../../core/caller';
import { HttpError } from '../../core/errors';
import { assertAdmin, assertOwnOrAdmin, scheduleSubject } from './schedule-access';

const doctor: Caller = { id: 'doc-1', isAdmin: false, isDoctor: true, status: 'ACTIVE' };
const admin: Caller = { id: 'admin-1', isAdmin: true, isDoctor: false, status: 'ACTIVE' };
const NOT_YOURS = { status: 403, msg: "Only administrators may change another doctor's schedule" };

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, msg: error.message };
    throw error;
  }
  return null;
}

describe('scheduleSubject', () => {
  it("is the caller's own schedule unless another doctor is named", () => {
    expect(scheduleSubject(doctor, undefined)).toBe('doc-1');
    expect(scheduleSubject(doctor, 'doc-1')).toBe('doc-1');
    expect(scheduleSubject(admin, undefined)).toBe('admin-1');
  });

  it("lets only an administrator name another doctor's", () => {
    expect(scheduleSubject(admin, 'doc-1')).toBe('doc-1');
    expect(refusal(() => scheduleSubject(doctor, 'doc-2'))).toEqual(NOT_YOURS);
  });
});

describe('assertOwnOrAdmin', () => {
  it('lets the doctor and an administrator act for the doctor, and no one else', () => {
    expect(refusal(() => assertOwnOrAdmin(doctor, 'doc-1'))).toBeNull();
    expect(refusal(() => assertOwnOrAdmin(admin, 'doc-1'))).toBeNull();
    expect(refusal(() => assertOwnOrAdmin(doctor, 'doc-2'))).toEqual(NOT_YOURS);
  });
});

describe('assertAdmin', () => {
  it('lets only an administrator go on', () => {
    expect(refusal(() => assertAdmin(admin))).toBeNull();
    expect(refusal(() => assertAdmin(doctor))).toEqual({
      status: 403,
      msg: 'Only administrators may do this',
    });
  });
});
