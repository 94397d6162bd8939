import { createOperation, type StaffMember, listReducer, type ListState } from 'shared-data';

/** GET auth/staff/ (docs/behaviour.md#account-calls), read by the about page when it opens. */
export const retrievingStaff = createOperation<void, StaffMember[]>('RETRIVING_STAFF');

export const staffReducer = listReducer(retrievingStaff, (staff) => staff);

export interface StaffState {
  publicStaff: ListState<StaffMember>;
}

export const selectStaff = (state: StaffState) => state.publicStaff;

/**
 * Who 'The Staff' introduces (docs/behaviour.md#about-us): ACTIVE people with a role. An
 * administrator who is not a doctor and has neither a photo nor a description is the site's
 * administration login (the first-run account is 'Administrator / Administrator'), not a person
 * visitors meet, and stays off the page until it gets a photo or a description.
 */
export function introducedOnAboutPage(member: StaffMember): boolean {
  if (member.status !== 'ACTIVE' || member.role.trim() === '') return false;
  const loginOnly =
    member.isAdmin && !member.isDoctor && !member.avatar && member.description.trim() === '';
  return !loginOnly;
}
