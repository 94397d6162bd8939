import {
  all,
  call,
  callOperation,
  listLoader,
  takeLatest,
  type SagaIterator,
  type UnknownAction,
} from 'shared-data';
import {
  loadingActivity,
  loadingActivityActors,
  type ActivityRequest,
} from '../store/activity.slice';

/** The query string of a request: only what was chosen. */
export function activityQuery(request: ActivityRequest): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  if (request.page && request.page > 1) query.page = request.page;
  if (request.actor) query.actor = request.actor;
  if (request.kind) query.kind = request.kind;
  if (request.day) query.day = request.day;
  return query;
}

function* loadPage(action: UnknownAction): SagaIterator {
  const request = (action.payload as ActivityRequest | undefined) ?? {};
  yield call(callOperation, loadingActivity, 'audit', { query: activityQuery(request) });
}

/** The activity log (administrators): a page at a time, and who can be chosen as the person. */
export function* activitySaga(): SagaIterator {
  yield all([
    takeLatest(loadingActivity.startType, loadPage),
    takeLatest(loadingActivityActors.startType, listLoader(loadingActivityActors, 'auditActors')),
  ]);
}
