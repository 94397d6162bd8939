import {
  all,
  call,
  callOperation,
  MESSAGES,
  put,
  takeLatest,
  takeLeading,
  userLoaded,
  type CallResponse,
  type SagaIterator,
} from 'shared-data';
import { loadingUser, updatingUser, type AccountUpdate } from '../store/account.slice';

function* loadUser(): SagaIterator {
  const answer: CallResponse<'currentUser'> | undefined = yield call(
    callOperation,
    loadingUser,
    'currentUser',
  );
  // SPEC §4: loading the current user refreshes the user of the session.
  if (answer) yield put(userLoaded(answer.user));
}

/** SPEC §7.1: multipart; the photo and the images only when chosen. */
export function accountForm({
  fullname,
  background,
  description,
  avatar,
  images,
}: AccountUpdate): FormData {
  const form = new FormData();
  form.append('fullname', fullname);
  form.append('background', background);
  form.append('description', description);
  if (avatar) form.append('avatar', avatar, avatar.name);
  for (const image of images) form.append('images', image, image.name);
  return form;
}

function* updateAccount({ payload }: ReturnType<typeof updatingUser.start>): SagaIterator {
  const { email } = payload;
  const answer: CallResponse<'updateAccount'> | undefined = yield call(
    callOperation,
    updatingUser,
    'updateAccount',
    { params: { email }, query: { email }, body: accountForm(payload) },
    MESSAGES.accountUpdated,
  );
  // The server answers the account as it now is: the session shows it at once.
  if (answer) yield put(userLoaded(answer.user));
}

export function* accountSaga(): SagaIterator {
  yield all([
    takeLatest(loadingUser.startType, loadUser),
    // A second click while an update is on its way is ignored.
    takeLeading(updatingUser.startType, updateAccount),
  ]);
}
