import {
  call,
  callOperation,
  MESSAGES,
  takeLatest,
  takeLeading,
  type SagaIterator,
} from 'shared-data';
import { respondingEnquiry, retrievingEnquiries } from '../store/enquiries.slice';

function* loadEnquiries(): SagaIterator {
  yield call(callOperation, retrievingEnquiries, 'enquiries');
}

function* respond({ payload }: ReturnType<typeof respondingEnquiry.start>): SagaIterator {
  const shared = yield call(
    callOperation,
    respondingEnquiry,
    'respondEnquiry',
    { body: payload },
    MESSAGES.responseShared,
  );
  // The list then shows the response and who sent it. Reloaded without a start action: a
  // start clears the notices, and the green toast would go before it was seen.
  if (shared) yield call(loadEnquiries);
}

/** SPEC §7.3: the enquiries (bearer) and the answers to them, one answer at a time. */
export function* enquiriesSaga(): SagaIterator {
  yield takeLatest(retrievingEnquiries.startType, loadEnquiries);
  yield takeLeading(respondingEnquiry.startType, respond);
}
