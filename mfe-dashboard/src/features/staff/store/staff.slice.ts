import {
  combineReducers,
  createOperation,
  listReducer,
  type CallResponse,
  type ListState,
  type Reducer,
  type StaffMember,
  type StaffStatus,
} from 'shared-data';
import { mutationReducer, type MutationState } from '../../../shared/store/mutation';

/**
 * GET auth/staff/. Scoped: the public remote loads the same list with the same id,
 * and its saga must not answer this one's start.
 */
export const retrievingStaff = createOperation<void, CallResponse<'staffList'>>('RETRIVING_STAFF', {
  scope: 'dashboard',
});

/** The Add A Staff form: POST auth/add/staff, multipart. */
export interface NewStaff {
  fullname: string;
  email: string;
  role: string;
  avatar: File | null;
}

/** The contract's ids: CREATING_STAFF_SUCCESS, CREATING_STAFF_FAIL. */
export const creatingStaff = createOperation<NewStaff, CallResponse<'addStaff'>>('CREATING_STAFF');

/** What an administrator changes of a member (PUT auth/staff/{email}, JSON). */
export interface StaffChanges {
  fullname: string;
  background: string;
  description: string;
  isAdmin: boolean;
  isDoctor: boolean;
  status: StaffStatus;
  role: string;
}

export const updatingStaff = createOperation<
  { email: string; changes: StaffChanges },
  CallResponse<'updateStaff'>
>('UPDATING_STAFF');

/** POST auth/delete/staff. */
export const deletingStaff = createOperation<{ email: string }, CallResponse<'deleteStaff'>>(
  'DELETING_STAFF',
);

export interface StaffState {
  list: ListState<StaffMember>;
  adding: MutationState;
  updating: MutationState;
  deleting: MutationState;
}

// Key 'dashboardStaff' in the store.
export const staffReducer: Reducer<StaffState> = combineReducers({
  list: listReducer(retrievingStaff, (staff) => staff),
  adding: mutationReducer(creatingStaff),
  updating: mutationReducer(updatingStaff),
  deleting: mutationReducer(deletingStaff),
});

export const selectStaff = (state: { dashboardStaff: StaffState }) => state.dashboardStaff;

/**
 * Who waits for activation comes first (beyond the product's rules: an admin sees them at once).
 */
export function pendingFirst(staff: StaffMember[]): StaffMember[] {
  const pending = (member: StaffMember) => (member.status === 'PENDING' ? 0 : 1);
  return [...staff].sort((a, b) => pending(a) - pending(b));
}
