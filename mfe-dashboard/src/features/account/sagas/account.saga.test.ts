/** @jest-environment node */
import {
  configureClient,
  MESSAGES,
  uploadProgressed,
  userLoaded,
  type UnknownAction,
} from 'shared-data';
import {
  runSagaUntil,
  uploadProgressOf,
  withoutUploadProgress,
} from 'shared-data/testing/saga-runner';
import { setupTestApi } from 'shared-data/testing/test-api';
import { testUser } from '../../../app/testing/test-users';
import { loadingUser, updatingUser, type AccountUpdate } from '../store/account.slice';
import { accountSaga } from './account.saga';

describe('the account saga', () => {
  const api = setupTestApi();
  beforeAll(() => configureClient({ apiBase: api.base, getAccessToken: () => 'token' }));

  /** Runs the saga, sends it `start` and answers what it put once `last` matched. */
  const run = (start: UnknownAction, last: (action: UnknownAction) => boolean) =>
    runSagaUntil(accountSaga, start, last);

  const user = testUser({ fullname: 'Wanjiru K.' });
  const update: AccountUpdate = {
    email: user.email,
    fullname: 'Wanjiru K.',
    background: 'Cattle.',
    description: 'Leads.',
    // Large enough that the client reports progress on its way out.
    avatar: new File([Buffer.alloc(128 * 1024, 1)], 'me.png', { type: 'image/png' }),
    images: [new File(['IMG'], 'farm.png', { type: 'image/png' })],
  };

  it('loads the current user into the session', async () => {
    api.answer = () => ({ status: 200, body: { user } });
    const done = (action: UnknownAction) => action.type === userLoaded.type;
    await expect(run(loadingUser.start(), done)).resolves.toEqual([
      loadingUser.success({ user }),
      userLoaded(user),
    ]);
    expect(api.requests.at(-1)).toMatchObject({ method: 'GET', path: 'auth/staff/account' });
  });

  it('sends the update, reports the upload, puts UPDATING_USER_SUCCESS and the new user', async () => {
    api.answer = () => ({ status: 200, body: { msg: MESSAGES.accountUpdated, user } });
    const dispatched = await run(updatingUser.start(update), (a) => a.type === userLoaded.type);
    expect(uploadProgressOf(dispatched).at(-1)).toEqual(
      uploadProgressed({ operation: 'UPDATING_USER', fraction: 1 }),
    );
    expect(withoutUploadProgress(dispatched)).toEqual([
      updatingUser.success({ msg: MESSAGES.accountUpdated, user }, MESSAGES.accountUpdated),
      userLoaded(user),
    ]);
    const [sent] = api.requests;
    expect(sent?.method).toBe('PUT');
    const url = new URL(sent?.path ?? '', 'http://api/');
    expect(decodeURIComponent(url.pathname)).toBe(`/auth/account/${user.email}`);
    expect(url.searchParams.get('email')).toBe(user.email);
    expect(sent?.headers.authorization).toBe('Bearer token');
    for (const part of [
      'name="fullname"\r\n\r\nWanjiru K.\r\n',
      'name="background"\r\n\r\nCattle.\r\n',
      'name="description"\r\n\r\nLeads.\r\n',
      'name="avatar"; filename="me.png"',
      'name="images"; filename="farm.png"',
    ]) {
      expect(sent?.body).toContain(part);
    }
  });

  it('puts UPDATING_USER_FAIL with the server msg and leaves the session alone', async () => {
    api.answer = () => ({
      status: 403,
      body: { status: 403, msg: 'You can only change your own account' },
    });
    const dispatched = await run(
      updatingUser.start({ ...update, avatar: null, images: [] }),
      (action) => action.type === updatingUser.failType,
    );
    expect(withoutUploadProgress(dispatched)).toEqual([
      updatingUser.fail({
        msg: 'You can only change your own account',
        status: 403,
        id: 'UPDATING_USER_FAIL',
      }),
    ]);
    expect(api.requests[0]?.body).not.toContain('name="avatar"');
    expect(api.requests[0]?.body).not.toContain('name="images"');
  });
});
