import {
  combineReducers,
  createOperation,
  initialListState,
  type CallResponse,
  type Page,
  type PrivacyRecord,
  type PrivacyRequest,
  type Reducer,
  type UnknownAction,
} from 'shared-data';
import type { PageState } from '../../../shared/store/page-resource';

/** What the requests list is asked for. */
export interface PrivacyRequestsQuery {
  page?: number;
  /** 'open' or 'answered'; every request when left out. */
  status?: string;
}

/** GET privacy/requests (docs/behaviour.md#your-data): open ones first, nearest due first. */
export const loadingPrivacyRequests = createOperation<
  PrivacyRequestsQuery,
  CallResponse<'privacyRequests'>
>('LOADING_PRIVACY_REQUESTS');
/** PUT privacy/requests/{id}/answered. */
export const answeringPrivacyRequest = createOperation<string, PrivacyRequest>(
  'ANSWERING_PRIVACY_REQUEST',
);
/** POST privacy/lookup: everything held about a contact, as the person would see it; logged. */
export const lookingUpPerson = createOperation<string, PrivacyRecord>('LOOKING_UP_PERSON');

export interface PrivacyAdminState {
  requests: PageState<PrivacyRequest>;
  lookup: { busy: boolean; record: PrivacyRecord | null; error: string | null };
}

const initialRequests: PageState<PrivacyRequest> = {
  ...initialListState,
  items: [],
  total: 0,
  page: 1,
  per_page: 0,
  request: {},
  answered: {},
};

function requests(state = initialRequests, action: UnknownAction): PageState<PrivacyRequest> {
  if (action.type === loadingPrivacyRequests.startType) {
    const request = (action.payload as PrivacyRequestsQuery | undefined) ?? {};
    return {
      ...state,
      isLoading: true,
      status: state.status === 'loaded' ? 'loaded' : 'loading',
      request,
    };
  }
  if (action.type === loadingPrivacyRequests.successType) {
    return {
      ...state,
      isLoading: false,
      status: 'loaded',
      answered: state.request,
      ...(action.payload as Page<PrivacyRequest>),
    };
  }
  if (action.type === loadingPrivacyRequests.failType) {
    return { ...state, isLoading: false, status: state.status === 'loaded' ? 'loaded' : 'failed' };
  }
  if (action.type === answeringPrivacyRequest.successType) {
    const answered = action.payload as PrivacyRequest;
    return {
      ...state,
      items: state.items.map((item) => (item.id === answered.id ? answered : item)),
    };
  }
  return state;
}

function lookup(
  state: PrivacyAdminState['lookup'] = { busy: false, record: null, error: null },
  action: UnknownAction,
): PrivacyAdminState['lookup'] {
  if (action.type === lookingUpPerson.startType) return { busy: true, record: null, error: null };
  if (action.type === lookingUpPerson.successType) {
    return { busy: false, record: action.payload as PrivacyRecord, error: null };
  }
  if (action.type === lookingUpPerson.failType) {
    return { busy: false, record: null, error: (action.payload as { msg: string }).msg };
  }
  return state;
}

// Key 'dashboardPrivacy' in the store.
export const privacyAdminReducer: Reducer<PrivacyAdminState> = combineReducers({
  requests,
  lookup,
});

export const selectPrivacyAdmin = (state: { dashboardPrivacy: PrivacyAdminState }) =>
  state.dashboardPrivacy;
