import { all, call, fork, MESSAGES, select, takeLeading, type SagaIterator } from 'shared-data';
import { pageLoader, pageSaga, type PageRequest } from '../../../shared/store/page-resource';
import { operationWorker } from '../../../shared/sagas/operation-worker';
import {
  creatingStaff,
  deletingStaff,
  retrievingStaff,
  selectStaff,
  updatingStaff,
  type NewStaff,
} from '../store/staff.slice';

const loadPage = pageLoader(retrievingStaff, 'staffPage');

const requestOnShow = (state: Partial<Parameters<typeof selectStaff>[0]>): PageRequest =>
  state.dashboardStaff?.list.request ?? {};

/**
 * The page on show, loaded again after a change as it was asked for, and without a start action
 * on purpose: a start clears the notices, which would drop the success toast just put.
 */
function* loadStaff(): SagaIterator {
  const request: PageRequest = yield select(requestOnShow);
  yield call(loadPage, request);
}

/** Multipart, the photo only when one was chosen (docs/behaviour.md#account-calls). */
export function newStaffForm({ fullname, email, role, avatar }: NewStaff): FormData {
  const form = new FormData();
  form.append('fullname', fullname);
  form.append('email', email);
  form.append('role', role);
  if (avatar) form.append('avatar', avatar, avatar.name);
  return form;
}

// The section loads the list whenever it is shown, so a new member is there next time.
const addStaff = operationWorker(creatingStaff, 'addStaff', {
  input: (member) => ({ body: newStaffForm(member) }),
  message: MESSAGES.staffAdded,
});

const updateStaff = operationWorker(updatingStaff, 'updateStaff', {
  input: ({ email, changes }) => ({ params: { email }, body: changes }),
  message: MESSAGES.userUpdated,
  then: loadStaff,
});

const deleteStaff = operationWorker(deletingStaff, 'deleteStaff', {
  input: ({ email }) => ({ body: { email } }),
  message: MESSAGES.userDeleted,
  then: loadStaff,
});

/** The staff (bearer), a page at a time, and an administrator's changes to them. */
export function* staffSaga(): SagaIterator {
  yield all([
    fork(pageSaga(retrievingStaff, 'staffPage')),
    // One change of each kind at a time: a second click while one is on its way is ignored.
    takeLeading(creatingStaff.startType, addStaff),
    takeLeading(updatingStaff.startType, updateStaff),
    takeLeading(deletingStaff.startType, deleteStaff),
  ]);
}
