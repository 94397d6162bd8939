import {
  all,
  MESSAGES,
  put,
  takeLatest,
  takeLeading,
  userLoaded,
  type SagaIterator,
  type User,
} from 'shared-data';
import { operationWorker } from '../../../shared/sagas/operation-worker';
import { loadingUser, updatingUser, type AccountUpdate } from '../store/account.slice';

/** The account the server answered becomes the session's user, so every screen shows it. */
function* showUser({ user }: { user: User }): SagaIterator {
  yield put(userLoaded(user));
}

// Loading the current user refreshes the user of the session
// (docs/behaviour.md#operations-and-state).
const loadUser = operationWorker(loadingUser, 'currentUser', { then: showUser });

/** Multipart; the photo and the images only when chosen (docs/behaviour.md#account-calls). */
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

// The server answers the account as it now is: the session shows it at once.
const updateAccount = operationWorker(updatingUser, 'updateAccount', {
  input: (update) => ({
    params: { email: update.email },
    query: { email: update.email },
    body: accountForm(update),
  }),
  message: MESSAGES.accountUpdated,
  then: showUser,
});

export function* accountSaga(): SagaIterator {
  yield all([
    takeLatest(loadingUser.startType, loadUser),
    // A second click while an update is on its way is ignored.
    takeLeading(updatingUser.startType, updateAccount),
  ]);
}
