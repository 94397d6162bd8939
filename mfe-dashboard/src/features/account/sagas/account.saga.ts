import {
  call,
  callOperation,
  put,
  takeLatest,
  userLoaded,
  type CallResponse,
  type SagaIterator,
} from 'shared-data';
import { loadingUser } from '../store/account.slice';

function* loadUser(): SagaIterator {
  const answer: CallResponse<'currentUser'> | undefined = yield call(
    callOperation,
    loadingUser,
    'currentUser',
  );
  // SPEC §4: loading the current user refreshes the user of the session.
  if (answer) yield put(userLoaded(answer.user));
}

export function* accountSaga(): SagaIterator {
  yield takeLatest(loadingUser.startType, loadUser);
}
