/** @jest-environment node */
import { configureClient, sessionStarted, type UnknownAction } from 'shared-data';
import { ended, runSagaUntil } from 'shared-data/testing/saga-runner';
import { setupTestApi } from 'shared-data/testing/test-api';
import { register, requestOtp, resetPassword, signIn } from '../store/account.slice';
import { TEST_USER } from '../../../app/testing/test-account';
import { accountSaga } from './account.saga';

describe('the account saga', () => {
  const api = setupTestApi();
  beforeAll(() => configureClient({ apiBase: api.base, getAccessToken: () => null }));

  /** Runs the saga, sends it `start` and answers what it put until `last` matched. */
  const run = (start: UnknownAction, last: (action: UnknownAction) => boolean) =>
    runSagaUntil(accountSaga, start, last);

  it('starts the session after a sign-in that answers status true with a user', async () => {
    const session = { status: true, user: TEST_USER, access_token: 'jwt.1' };
    api.answer = () => ({ status: 200, body: session });
    const start = signIn.start({ email: 'a@b.co', password: 'x' });
    await expect(run(start, (action) => action.type === sessionStarted.type)).resolves.toEqual([
      signIn.success(session),
      sessionStarted({ user: TEST_USER, access_token: 'jwt.1' }),
    ]);
  });

  it('puts SIGNING_IN_FAIL with the server message and starts no session', async () => {
    api.answer = () => ({
      status: 401,
      body: { status: 401, msg: 'The email or password is incorrect' },
    });
    const start = signIn.start({ email: 'a@b.co', password: 'x' });
    await expect(run(start, ended(signIn))).resolves.toEqual([
      signIn.fail({
        msg: 'The email or password is incorrect',
        status: 401,
        id: 'SIGNING_IN_FAIL',
      }),
    ]);
  });

  it('puts REGISTERING_SUCCESS with the product message', async () => {
    api.answer = () => ({ status: 201, body: { msg: 'ok' } });
    const start = register.start({
      fullname: 'A',
      email: 'a@b.co',
      password: '12345678',
      avatar: null,
    });
    // A multipart call also reports its upload progress on the way.
    const success = (await run(start, ended(register))).find(
      (action) => action.type === register.successType,
    );
    expect(success?.meta).toMatchObject({
      notice: {
        id: 'REGISTERING_SUCCESS',
        msg: 'Account registered successfully, wait as the admin activates your account',
      },
    });
  });

  it.each([
    ['OTP_FAIL', requestOtp.start({ email: 'a@b.co' })],
    [
      'RESETTING_PASSWORD_FAIL',
      resetPassword.start({ email: 'a@b.co', otp_code: '123456', password: '12345678' }),
    ],
  ])("words %s 'Request not proccessed, try again' when nothing answers", async (id, start) => {
    api.answer = () => 'drop';
    await expect(run(start, (action) => action.type === id)).resolves.toEqual([
      {
        type: id,
        payload: { msg: 'Request not proccessed, try again', status: 500, id },
        meta: expect.anything(),
      },
    ]);
  });
});
