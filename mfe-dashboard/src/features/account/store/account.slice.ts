import { createOperation, type CallResponse, type Reducer } from 'shared-data';

/** SPEC §4 'load current user': GET auth/staff/account with the access token. */
export const loadingUser = createOperation<void, CallResponse<'currentUser'>>('LOADING_USER');

// Key 'dashboardAccount' in the store.
export const accountReducer: Reducer<Record<string, never>> = (state = {}) => state;
