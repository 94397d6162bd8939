import { calls, doctorSchema, staffMemberSchema } from 'shared-data/contract';
import { bearer, createTestApi, TEST_PASSWORD, type TestApi } from '../../testing/api';
import { testDatabaseKinds } from '../../testing/database';

const signIn = (api: TestApi, email: string, password: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/auth/signin/staff',
    payload: { email, password },
  });

describe.each(testDatabaseKinds())('accounts on %s', (kind) => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi(kind);
  });
  afterEach(() => api.close());

  describe('POST auth/signin/staff', () => {
    it('answers the session the client stores, with a 15-minute JWT', async () => {
      const { email } = await api.account({ fullname: 'Achieng Odhiambo' });
      const res = await signIn(api, email.toUpperCase(), TEST_PASSWORD);
      expect(res.statusCode).toBe(200);
      const session = calls.signIn.response.parse(res.json());
      expect(session.user).toMatchObject({ email, fullname: 'Achieng Odhiambo', status: 'ACTIVE' });
      expect(JSON.stringify(res.json())).not.toMatch(/password|hash/i);
      const [, payload] = session.access_token.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as {
        exp: number;
        iat: number;
      };
      expect(claims.exp - claims.iat).toBe(15 * 60);
    });

    it('refuses a wrong password and an unknown email with the same answer', async () => {
      const { email } = await api.account();
      const wrong = await signIn(api, email, 'not the password');
      const unknown = await signIn(api, 'nobody@example.com', TEST_PASSWORD);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json()).toEqual({ status: 401, msg: 'The email or password is incorrect' });
    });

    it.each([
      ['PENDING', 'Your account is waiting for an administrator to activate it'],
      ['SUSPENDED', 'Your account is suspended; contact an administrator'],
    ] as const)('gives a %s account no session, and says why', async (status, msg) => {
      const { email } = await api.account({ status });
      const res = await signIn(api, email, TEST_PASSWORD);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 403, msg });
    });

    it('does not tell a stranger the status of an account', async () => {
      const { email } = await api.account({ status: 'SUSPENDED' });
      const res = await signIn(api, email, 'a guess');
      expect(res.statusCode).toBe(401);
    });

    it.each([
      [{ email: 'not-an-email', password: 'x' }, 'email must be a valid email address'],
      [{ email: 'a@example.com' }, 'password is required'],
      [{ password: 'x' }, 'email is required'],
    ])('names the field and the rule: %j', async (payload, msg) => {
      const res = await api.app.inject({ method: 'POST', url: '/api/auth/signin/staff', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 400, msg });
    });
  });

  describe('GET auth/staff/account', () => {
    it('returns the signed-in account', async () => {
      const { token, email } = await api.account();
      const res = await api.app.inject({ url: '/api/auth/staff/account', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.email).toBe(email);
    });

    it('stops taking the token once it is 15 minutes old', async () => {
      const { token } = await api.account();
      api.advance(14 * 60_000);
      const fresh = await api.app.inject({
        url: '/api/auth/staff/account',
        headers: bearer(token),
      });
      expect(fresh.statusCode).toBe(200);
      api.advance(2 * 60_000);
      const res = await api.app.inject({ url: '/api/auth/staff/account', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
      expect(res.json().msg).toBe('Your session has expired, sign in again');
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    });

    it('stops taking the token of an account suspended or deleted since', async () => {
      const suspended = await api.account();
      const deleted = await api.account();
      await api.database.db
        .updateTable('staff')
        .set({ status: 'SUSPENDED' })
        .where('id', '=', suspended.id)
        .execute();
      await api.database.db.deleteFrom('staff').where('id', '=', deleted.id).execute();
      const a = await api.app.inject({
        url: '/api/auth/staff/account',
        headers: bearer(suspended.token),
      });
      const b = await api.app.inject({
        url: '/api/auth/staff/account',
        headers: bearer(deleted.token),
      });
      expect([a.statusCode, b.statusCode]).toEqual([403, 401]);
    });

    it('refuses a token that is not one of ours', async () => {
      const { token } = await api.account();
      const [header, payload] = token.split('.');
      const forged = `${header}.${payload}.${'A'.repeat(43)}`;
      for (const value of [forged, 'abc', `${header}.${payload}.`]) {
        const res = await api.app.inject({
          url: '/api/auth/staff/account',
          headers: bearer(value),
        });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ status: 401, msg: 'The access token is not valid' });
      }
    });
  });

  describe('public lists', () => {
    it('lists ACTIVE doctors only, without email, password hash or token', async () => {
      await api.account({ isDoctor: true, fullname: 'Dr Active' });
      await api.account({ isDoctor: true, status: 'PENDING', fullname: 'Dr Pending' });
      await api.account({ fullname: 'Not A Doctor' });
      const res = await api.app.inject({ url: '/api/auth/doctors' });
      expect(res.statusCode).toBe(200);
      const doctors = res.json<unknown[]>();
      expect(doctors.map((d) => doctorSchema.strict().parse(d).fullname)).toEqual(['Dr Active']);
      expect(res.body).not.toMatch(/email|password|argon2|token/i);
    });

    it('shows the public ACTIVE staff without emails; an admin sees everyone, PENDING first', async () => {
      const admin = await api.account({ isAdmin: true, fullname: 'Admin' });
      await api.account({ fullname: 'Active Staff' });
      await api.account({ fullname: 'Waiting Staff', status: 'PENDING' });

      const anonymous = await api.app.inject({ url: '/api/auth/staff/' });
      const names = anonymous.json<{ fullname: string }[]>().map((s) => s.fullname);
      expect(names).toEqual(['Admin', 'Active Staff']);
      expect(anonymous.body).not.toMatch(/@|argon2/);

      const staff = await api.account({ fullname: 'Other Staff' });
      const asStaff = await api.app.inject({
        url: '/api/auth/staff/',
        headers: bearer(staff.token),
      });
      expect(asStaff.body).not.toMatch(/@/);

      const asAdmin = await api.app.inject({
        url: '/api/auth/staff/',
        headers: bearer(admin.token),
      });
      const list = asAdmin.json<unknown[]>().map((s) => staffMemberSchema.parse(s));
      expect(list[0]).toMatchObject({ fullname: 'Waiting Staff', status: 'PENDING' });
      expect(list.every((s) => s.email?.includes('@'))).toBe(true);
      expect(asAdmin.body).not.toMatch(/argon2|password/);
    });
  });
});
