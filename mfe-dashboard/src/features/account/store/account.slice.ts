import { combineReducers, createOperation, type CallResponse, type Reducer } from 'shared-data';
import { mutationReducer, type MutationState } from '../../../shared/store/mutation';

/** Loading the current user: GET auth/staff/account with the access token. */
export const loadingUser = createOperation<void, CallResponse<'currentUser'>>('LOADING_USER');

/** What the Update Account form sends (PUT auth/account/{email}, multipart). */
export interface AccountUpdate {
  email: string;
  fullname: string;
  background: string;
  description: string;
  /** Only the first chosen file. */
  avatar: File | null;
  images: File[];
}

/** Updating the account, with the contract's ids (UPDATING_USER_SUCCESS, UPDATING_USER_FAIL). */
export const updatingUser = createOperation<AccountUpdate, CallResponse<'updateAccount'>>(
  'UPDATING_USER',
);

export interface AccountState {
  updating: MutationState;
}

// Key 'dashboardAccount' in the store. The account itself is the session's user (auth slice).
export const accountReducer: Reducer<AccountState> = combineReducers({
  updating: mutationReducer(updatingUser),
});

export const selectAccountUpdate = (state: { dashboardAccount: AccountState }) =>
  state.dashboardAccount.updating;
