import {
  all,
  call,
  callOperation,
  MESSAGES,
  takeLatest,
  takeLeading,
  type CallResponse,
  type SagaIterator,
} from 'shared-data';
import {
  creatingStaff,
  deletingStaff,
  retrievingStaff,
  updatingStaff,
  type NewStaff,
} from '../store/staff.slice';

function* loadStaff(): SagaIterator {
  yield call(callOperation, retrievingStaff, 'staffList');
}

/**
 * The list again after a change. Without a start action on purpose: a start clears the
 * notices (SPEC §4), which would drop the success toast just put before it is shown.
 */
function* reloadStaff(): SagaIterator {
  yield call(callOperation, retrievingStaff, 'staffList');
}

/** SPEC §7.1: multipart, the photo only when one was chosen. */
export function newStaffForm({ fullname, email, role, avatar }: NewStaff): FormData {
  const form = new FormData();
  form.append('fullname', fullname);
  form.append('email', email);
  form.append('role', role);
  if (avatar) form.append('avatar', avatar, avatar.name);
  return form;
}

function* addStaff({ payload }: ReturnType<typeof creatingStaff.start>): SagaIterator {
  // The section loads the list whenever it is shown, so the new member is there next time.
  yield call(
    callOperation,
    creatingStaff,
    'addStaff',
    { body: newStaffForm(payload) },
    MESSAGES.staffAdded,
  );
}

function* updateStaff({ payload }: ReturnType<typeof updatingStaff.start>): SagaIterator {
  const answer: CallResponse<'updateStaff'> | undefined = yield call(
    callOperation,
    updatingStaff,
    'updateStaff',
    { params: { email: payload.email }, body: payload.changes },
    MESSAGES.userUpdated,
  );
  if (answer) yield call(reloadStaff);
}

function* deleteStaff({ payload }: ReturnType<typeof deletingStaff.start>): SagaIterator {
  const answer: CallResponse<'deleteStaff'> | undefined = yield call(
    callOperation,
    deletingStaff,
    'deleteStaff',
    { body: { email: payload.email } },
    MESSAGES.userDeleted,
  );
  if (answer) yield call(reloadStaff);
}

export function* staffSaga(): SagaIterator {
  yield all([
    takeLatest(retrievingStaff.startType, loadStaff),
    // One change of each kind at a time: a second click while one is on its way is ignored.
    takeLeading(creatingStaff.startType, addStaff),
    takeLeading(updatingStaff.startType, updateStaff),
    takeLeading(deletingStaff.startType, deleteStaff),
  ]);
}
