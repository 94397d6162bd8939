import { listLoader, MESSAGES, takeLatest, takeLeading, type SagaIterator } from 'shared-data';
import { operationWorker } from '../../../shared/sagas/operation-worker';
import { respondingEnquiry, retrievingEnquiries } from '../store/enquiries.slice';

const loadEnquiries = listLoader(retrievingEnquiries, 'enquiries');

const respond = operationWorker(respondingEnquiry, 'respondEnquiry', {
  input: (answer) => ({ body: answer }),
  message: MESSAGES.responseShared,
  // The list then shows the response and who sent it.
  then: loadEnquiries,
});

/**
 * The enquiries (bearer) and the answers to them, one answer at a time
 * (docs/behaviour.md#enquiry-calls).
 */
export function* enquiriesSaga(): SagaIterator {
  yield takeLatest(retrievingEnquiries.startType, loadEnquiries);
  yield takeLeading(respondingEnquiry.startType, respond);
}
