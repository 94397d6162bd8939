import { createOperation, type StaffMember, listReducer, type ListState } from 'shared-data';

/** GET auth/staff/ (docs/behaviour.md#account-calls), read by the about page when it opens. */
export const retrievingStaff = createOperation<void, StaffMember[]>('RETRIVING_STAFF');

export const staffReducer = listReducer(retrievingStaff, (staff) => staff);

export interface StaffState {
  publicStaff: ListState<StaffMember>;
}

export const selectStaff = (state: StaffState) => state.publicStaff;
