import {
  call,
  put,
  request,
  takeLatest,
  toNotice,
  type CallResponse,
  type SagaIterator,
} from 'shared-data';
import { retrievingPrivacyFacts } from '../store/privacy.slice';

function* loadFacts(): SagaIterator {
  try {
    const facts: CallResponse<'privacyNotice'> = yield call(request, 'privacyNotice');
    yield put(retrievingPrivacyFacts.success(facts));
  } catch (error) {
    // The page says so itself, with Try again: no toast as well.
    yield put(
      retrievingPrivacyFacts.fail(
        toNotice(error, retrievingPrivacyFacts.failId, 'privacyNotice'),
        true,
      ),
    );
  }
}

export function* privacySaga(): SagaIterator {
  yield takeLatest(retrievingPrivacyFacts.startType, loadFacts);
}
