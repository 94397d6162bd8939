/** @jest-environment node */
import { configureClient, request, resolvePath } from './http-client';
import { toNotice } from './errors';
import { closedPort, startTestApi, type TestApi } from '../testing/test-api';

describe('the API client', () => {
  let token: string | null = null;
  let server: TestApi;

  beforeAll(async () => {
    server = await startTestApi((req) => {
      if (req.url.startsWith('/api/blog/')) return { status: 200, body: [{ blog_id: '1' }] };
      if (req.url.startsWith('/api/auth/signin/staff'))
        return { status: 403, body: { status: 403, msg: 'Your account waits for activation' } };
      if (req.url.startsWith('/api/auth/otp')) return 'drop';
      return { status: 404, body: { status: 404, msg: 'Not found' } };
    });
    configureClient({ apiBase: server.base, getAccessToken: () => token });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    token = null;
  });

  it('calls the contract path relative to the API base and answers the body', async () => {
    await expect(request('blogs')).resolves.toEqual([{ blog_id: '1' }]);
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: '/api/blog/' });
  });

  it('sends the current access token as a Bearer header, read at each call', async () => {
    await request('blogs');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    token = 'abc.def';
    await request('blogs');
    expect(server.requests[1]?.headers.authorization).toBe('Bearer abc.def');
  });

  it('sends JSON bodies and query parameters with the contract names', async () => {
    await request('deleteBlog', { query: { blog_id: '7' } }).catch(() => undefined);
    expect(server.requests[0]).toMatchObject({
      method: 'DELETE',
      url: '/api/blog/delete?blog_id=7',
    });
    await request('signIn', { body: { email: 'a@b.co', password: 'x' } }).catch(() => undefined);
    expect(JSON.parse(server.requests[1]?.body ?? '')).toEqual({ email: 'a@b.co', password: 'x' });
  });

  it('fills path parameters, encoded', () => {
    expect(resolvePath('auth/staff/{email}', { email: 'a b@c.co' })).toBe(
      'auth/staff/a%20b%40c.co',
    );
    expect(() => resolvePath('auth/staff/{email}')).toThrow(/email/);
  });

  it('turns a server error into a notice with its msg and status', async () => {
    const error = await request('signIn', { body: { email: 'a@b.co', password: 'x' } }).catch(
      (e: unknown) => e,
    );
    expect(toNotice(error, 'SIGNING_IN_FAIL', 'signIn')).toEqual({
      msg: 'Your account waits for activation',
      status: 403,
      id: 'SIGNING_IN_FAIL',
    });
  });

  it("answers 'No response, try again' with 500 when nothing answers", async () => {
    configureClient({
      apiBase: `http://127.0.0.1:${await closedPort()}/api/`,
      getAccessToken: () => null,
    });
    const error = await request('blogs').catch((e: unknown) => e);
    expect(toNotice(error, 'RETRIVING_BLOGS_FAIL', 'blogs')).toEqual({
      msg: 'No response, try again',
      status: 500,
      id: 'RETRIVING_BLOGS_FAIL',
    });
    configureClient({ apiBase: server.base, getAccessToken: () => token });
  });

  it("words it 'Request not proccessed, try again' for the one-time-code and reset calls", async () => {
    const error = await request('requestOtp', { body: { email: 'a@b.co' } }).catch(
      (e: unknown) => e,
    );
    expect(toNotice(error, 'OTP_FAIL', 'requestOtp')).toEqual({
      msg: 'Request not proccessed, try again',
      status: 500,
      id: 'OTP_FAIL',
    });
    expect(toNotice(error, 'RESETTING_PASSWORD_FAIL', 'resetPassword').msg).toBe(
      'Request not proccessed, try again',
    );
  });

  it('treats an error that is not HTTP as no response', () => {
    expect(toNotice(new Error('boom'), 'X_FAIL')).toEqual({
      msg: 'No response, try again',
      status: 500,
      id: 'X_FAIL',
    });
  });
});
