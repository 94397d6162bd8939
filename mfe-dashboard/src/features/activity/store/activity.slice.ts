import {
  combineReducers,
  createOperation,
  initialListState,
  listReducer,
  type CallResponse,
  type ListState,
  type Page,
  type Reducer,
  type UnknownAction,
} from 'shared-data';
import type { AuditActor, AuditEntry } from 'shared-data/contract';
import type { PageState } from '../../../shared/store/page-resource';

/** What the activity log is asked for: a page and the filters chosen, each left out when not. */
export interface ActivityRequest {
  page?: number;
  /** A staff account's or deploy token's id. */
  actor?: string;
  /** An area (carousel) or one kind (carousel.delete). */
  kind?: string;
  /** A clinic day, YYYY-MM-DD. */
  day?: string;
}

/** GET audit: one page of the log, newest first (docs/behaviour.md#activity-log). */
export const loadingActivity = createOperation<ActivityRequest, CallResponse<'audit'>>(
  'LOADING_ACTIVITY',
);
/** GET audit/actors: the people and tokens the person filter offers. */
export const loadingActivityActors = createOperation<void, CallResponse<'auditActors'>>(
  'LOADING_ACTIVITY_ACTORS',
);

export interface ActivityState {
  list: PageState<AuditEntry>;
  /** The filters of the last request: what the page on show (or coming) answers. */
  filters: ActivityRequest;
  actors: ListState<AuditActor>;
}

const initialList: PageState<AuditEntry> = {
  ...initialListState,
  items: [],
  total: 0,
  page: 1,
  per_page: 0,
  request: {},
  answered: {},
};

/** Like the other paged lists: a start keeps the page on show, a failure keeps a shown page. */
function list(state = initialList, action: UnknownAction): PageState<AuditEntry> {
  if (action.type === loadingActivity.startType) {
    return { ...state, isLoading: true, status: state.status === 'loaded' ? 'loaded' : 'loading' };
  }
  if (action.type === loadingActivity.successType) {
    return {
      ...state,
      isLoading: false,
      status: 'loaded',
      ...(action.payload as Page<AuditEntry>),
    };
  }
  if (action.type === loadingActivity.failType) {
    return { ...state, isLoading: false, status: state.status === 'loaded' ? 'loaded' : 'failed' };
  }
  return state;
}

function filters(state: ActivityRequest = {}, action: UnknownAction): ActivityRequest {
  if (action.type !== loadingActivity.startType) return state;
  return (action.payload as ActivityRequest | undefined) ?? {};
}

// Key 'dashboardActivity' in the store.
export const activityReducer: Reducer<ActivityState> = combineReducers({
  list,
  filters,
  actors: listReducer(loadingActivityActors, (actors) => actors),
});

export const selectActivity = (state: { dashboardActivity: ActivityState }) =>
  state.dashboardActivity;
