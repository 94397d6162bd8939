import {
  all,
  call,
  callOperation,
  takeEvery,
  takeLatest,
  type SagaIterator,
  type UnknownAction,
} from 'shared-data';
import {
  answeringPrivacyRequest,
  lookingUpPerson,
  loadingPrivacyRequests,
  type PrivacyRequestsQuery,
} from '../store/privacy.slice';

/** The query string of a request: only what was chosen. */
function requestsQuery(request: PrivacyRequestsQuery): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  if (request.page && request.page > 1) query.page = request.page;
  if (request.status) query.status = request.status;
  return query;
}

/** The privacy section (administrators): the requests, marking one answered, a look-up. */
export function* privacyAdminSaga(): SagaIterator {
  yield all([
    takeLatest(loadingPrivacyRequests.startType, function* load(action: UnknownAction) {
      const request = (action.payload as PrivacyRequestsQuery | undefined) ?? {};
      yield call(callOperation, loadingPrivacyRequests, 'privacyRequests', {
        query: requestsQuery(request),
      });
    }),
    takeEvery(answeringPrivacyRequest.startType, function* answer(action: UnknownAction) {
      yield call(callOperation, answeringPrivacyRequest, 'answerPrivacyRequest', {
        params: { id: action.payload as string },
      });
    }),
    takeLatest(lookingUpPerson.startType, function* look(action: UnknownAction) {
      yield call(callOperation, lookingUpPerson, 'privacyLookup', {
        body: { contact: action.payload as string },
      });
    }),
  ]);
}
