import {
  combineReducers,
  createOperation,
  type CallResponse,
  type Reducer,
  type StaffMember,
  type StaffStatus,
} from 'shared-data';
import { pageReducer, type PageRequest, type PageState } from '../../../shared/store/page-resource';
import { mutationReducer, type MutationState } from '../../../shared/store/mutation';

/**
 * One page of the staff, PENDING accounts first, then newest first (GET auth/staff/page,
 * docs/behaviour.md#paged-list-calls). Scoped: the public remote loads its whole list with the
 * same id, and its saga must not answer this one's start.
 */
export const retrievingStaff = createOperation<PageRequest, CallResponse<'staffPage'>>(
  'RETRIVING_STAFF',
  { scope: 'dashboard' },
);

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
  /** The species a doctor sees for online booking (none ticked: every species). */
  species?: string[];
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
  list: PageState<StaffMember>;
  adding: MutationState;
  updating: MutationState;
  deleting: MutationState;
}

// Key 'dashboardStaff' in the store.
export const staffReducer: Reducer<StaffState> = combineReducers({
  list: pageReducer(retrievingStaff),
  adding: mutationReducer(creatingStaff),
  updating: mutationReducer(updatingStaff),
  deleting: mutationReducer(deletingStaff),
});

export const selectStaff = (state: { dashboardStaff: StaffState }) => state.dashboardStaff;
