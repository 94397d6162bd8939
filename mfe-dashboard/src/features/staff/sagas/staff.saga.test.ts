/** @jest-environment node */
import { configureClient, MESSAGES, type UnknownAction } from 'shared-data';
import { ended, runSagaUntil } from 'shared-data/testing/saga-runner';
import { setupTestApi } from 'shared-data/testing/test-api';
import { testStaffMember } from '../../../app/testing/test-users';
import { apiRoutes } from '../../../app/testing/render-dashboard';
import { testPage } from '../../../app/testing/test-pages';
import {
  creatingStaff,
  deletingStaff,
  retrievingStaff,
  updatingStaff,
  type StaffChanges,
} from '../store/staff.slice';
import { staffSaga } from './staff.saga';

const MEMBER = testStaffMember();
const STAFF = testPage([MEMBER]);

describe('the staff saga', () => {
  const api = setupTestApi();
  beforeAll(() => configureClient({ apiBase: api.base, getAccessToken: () => 'token' }));

  /**
   * Runs the saga, sends it `start`, answers what it put (upload progress aside) once `last`
   * matched.
   */
  const run = (start: UnknownAction, last: (action: UnknownAction) => boolean) =>
    runSagaUntil(staffSaga, start, last, { dropUploadProgress: true });

  const listed = ended(retrievingStaff);
  const changes: StaffChanges = {
    fullname: MEMBER.fullname,
    background: '',
    description: '',
    isAdmin: true,
    isDoctor: false,
    status: 'SUSPENDED',
    role: 'Farm visits',
  };

  it('loads a page with dashboard-scoped action types and the contract ids', async () => {
    api.answer = apiRoutes({ 'GET auth/staff/page': () => ({ status: 200, body: STAFF }) });
    await expect(run(retrievingStaff.start({}), listed)).resolves.toEqual([
      retrievingStaff.success(STAFF),
    ]);
    expect(retrievingStaff.successType).toBe('dashboard/RETRIVING_STAFF_SUCCESS');
    expect(api.requests.at(-1)).toMatchObject({ method: 'GET', path: 'auth/staff/page' });
  });

  it('sends the page, search and status asked for as the query', async () => {
    api.answer = apiRoutes({ 'GET auth/staff/page': () => ({ status: 200, body: STAFF }) });
    await run(retrievingStaff.start({ page: 2, q: 'vet', status: 'PENDING' }), listed);
    expect(api.to('auth/staff/page').map((request) => request.path)).toEqual([
      'auth/staff/page?page=2&q=vet&status=PENDING',
    ]);
  });

  it('puts RETRIVING_STAFF_FAIL with the server msg', async () => {
    api.answer = apiRoutes({
      'GET auth/staff/page': () => ({ status: 503, body: { status: 503, msg: 'Down' } }),
    });
    await expect(run(retrievingStaff.start({}), listed)).resolves.toEqual([
      retrievingStaff.fail({ msg: 'Down', status: 503, id: 'RETRIVING_STAFF_FAIL' }),
    ]);
  });

  it('adds a member as multipart and puts CREATING_STAFF_SUCCESS with its message', async () => {
    api.answer = apiRoutes({
      'POST auth/add/staff': () => ({ status: 201, body: { msg: MESSAGES.staffAdded } }),
    });
    const start = creatingStaff.start({
      fullname: 'Achieng Odhiambo',
      email: 'achieng@example.co.ke',
      role: 'Vet',
      avatar: new File(['PNG'], 'a.png', { type: 'image/png' }),
    });
    await expect(run(start, ended(creatingStaff))).resolves.toEqual([
      creatingStaff.success({ msg: MESSAGES.staffAdded }, MESSAGES.staffAdded),
    ]);
    const [sent] = api.to('auth/add/staff');
    for (const part of [
      'name="fullname"\r\n\r\nAchieng Odhiambo\r\n',
      'name="email"\r\n\r\nachieng@example.co.ke\r\n',
      'name="role"\r\n\r\nVet\r\n',
      'name="avatar"; filename="a.png"',
    ])
      expect(sent?.body).toContain(part);
  });

  it('puts CREATING_STAFF_FAIL with the server msg', async () => {
    api.answer = apiRoutes({
      'POST auth/add/staff': () => ({ status: 409, body: { status: 409, msg: 'Taken' } }),
    });
    const start = creatingStaff.start({ fullname: 'A', email: 'a@b.co', role: 'R', avatar: null });
    await expect(run(start, ended(creatingStaff))).resolves.toEqual([
      creatingStaff.fail({ msg: 'Taken', status: 409, id: 'CREATING_STAFF_FAIL' }),
    ]);
  });

  it('updates as JSON, then loads the list again without a start (which would clear the toast)', async () => {
    const path = `auth/staff/${encodeURIComponent(MEMBER.email ?? '')}`;
    api.answer = apiRoutes({
      [`PUT ${path}`]: () => ({ status: 200, body: { msg: MESSAGES.userUpdated } }),
      'GET auth/staff/page': () => ({ status: 200, body: STAFF }),
    });
    const start = updatingStaff.start({ email: MEMBER.email ?? '', changes });
    await expect(run(start, listed)).resolves.toEqual([
      updatingStaff.success({ msg: MESSAGES.userUpdated }, MESSAGES.userUpdated),
      retrievingStaff.success(STAFF),
    ]);
    const [sent] = api.to(path);
    expect(sent?.method).toBe('PUT');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual(changes);
  });

  it('puts UPDATING_STAFF_FAIL and loads nothing when the update is refused', async () => {
    api.answer = apiRoutes({});
    const start = updatingStaff.start({ email: 'nobody@example.co.ke', changes });
    const dispatched = await run(start, ended(updatingStaff));
    expect(dispatched).toEqual([
      updatingStaff.fail({
        msg: 'No route for PUT auth/staff/nobody%40example.co.ke',
        status: 404,
        id: 'UPDATING_STAFF_FAIL',
      }),
    ]);
    expect(api.to('auth/staff/page')).toHaveLength(0);
  });

  it('deletes, puts DELETING_STAFF_SUCCESS with its message and loads the list again', async () => {
    api.answer = apiRoutes({
      'POST auth/delete/staff': () => ({ status: 200, body: { msg: MESSAGES.userDeleted } }),
      'GET auth/staff/page': () => ({ status: 200, body: testPage([]) }),
    });
    const start = deletingStaff.start({ email: 'baraka@example.co.ke' });
    await expect(run(start, listed)).resolves.toEqual([
      deletingStaff.success({ msg: MESSAGES.userDeleted }, MESSAGES.userDeleted),
      retrievingStaff.success(testPage([])),
    ]);
    expect(JSON.parse(api.to('auth/delete/staff')[0]?.body ?? '{}')).toEqual({
      email: 'baraka@example.co.ke',
    });
  });

  it('puts DELETING_STAFF_FAIL with the server msg', async () => {
    api.answer = apiRoutes({
      'POST auth/delete/staff': () => ({ status: 409, body: { status: 409, msg: 'Last admin' } }),
    });
    const start = deletingStaff.start({ email: 'a@b.co' });
    await expect(run(start, ended(deletingStaff))).resolves.toEqual([
      deletingStaff.fail({ msg: 'Last admin', status: 409, id: 'DELETING_STAFF_FAIL' }),
    ]);
    expect(api.to('auth/staff/page')).toHaveLength(0);
  });
});
