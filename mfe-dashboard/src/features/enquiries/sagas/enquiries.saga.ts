import { call, fork, MESSAGES, select, takeLeading, type SagaIterator } from 'shared-data';
import { pageLoader, pageSaga, type PageRequest } from '../../../shared/store/page-resource';
import { operationWorker } from '../../../shared/sagas/operation-worker';
import { respondingEnquiry, retrievingEnquiries, selectEnquiries } from '../store/enquiries.slice';

const loadPage = pageLoader(retrievingEnquiries, 'enquiryPage');

const requestOnShow = (state: Partial<Parameters<typeof selectEnquiries>[0]>): PageRequest =>
  state.dashboardEnquiries?.list.request ?? {};

/** The page on show, loaded again as it was asked for. */
function* loadEnquiries(): SagaIterator {
  const request: PageRequest = yield select(requestOnShow);
  yield call(loadPage, request);
}

const respond = operationWorker(respondingEnquiry, 'respondEnquiry', {
  input: (answer) => ({ body: answer }),
  message: MESSAGES.responseShared,
  // The list then shows the response and who sent it.
  then: loadEnquiries,
});

/**
 * The enquiries (bearer), a page at a time, and the answers to them, one answer at a time
 * (docs/behaviour.md#enquiry-calls).
 */
export function* enquiriesSaga(): SagaIterator {
  yield fork(pageSaga(retrievingEnquiries, 'enquiryPage'));
  yield takeLeading(respondingEnquiry.startType, respond);
}
