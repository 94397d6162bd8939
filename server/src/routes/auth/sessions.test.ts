import type { LightMyRequestResponse } from 'fastify';
import { calls } from 'shared-data/contract';
import { REFRESH_TOKEN_DAYS } from '../../services/accounts';
import { TEST_PASSWORD, bearer, createTestApi, type TestApi } from '../../testing/api';
import { testDatabaseKinds } from '../../testing/database';
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH } from './session-cookie';

/** The refresh cookie a response set, with its attributes. */
function refreshCookie(res: LightMyRequestResponse) {
  const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE);
  if (!cookie)
    throw new Error(`no ${REFRESH_COOKIE} cookie in ${String(res.headers['set-cookie'])}`);
  return cookie as typeof cookie & {
    httpOnly?: boolean;
    secure?: boolean;
    sameSite?: string;
    path?: string;
    expires?: Date;
    maxAge?: number;
  };
}

describe.each(testDatabaseKinds())('sessions on %s', (kind) => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi(kind);
  });
  afterEach(() => api.close());

  const signIn = (email: string, password = TEST_PASSWORD, headers: Record<string, string> = {}) =>
    api.app.inject({
      method: 'POST',
      url: '/api/auth/signin/staff',
      payload: { email, password },
      headers,
    });
  const refresh = (token?: string) =>
    api.app.inject({
      url: '/api/auth/refresh-token',
      ...(token === undefined ? {} : { cookies: { [REFRESH_COOKIE]: token } }),
    });
  const logout = (token?: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: {},
      ...(token === undefined ? {} : { cookies: { [REFRESH_COOKIE]: token } }),
    });
  const rows = () => api.database.db.selectFrom('refresh_tokens').selectAll().execute();

  it('sets the refresh token in an HttpOnly, SameSite=Strict cookie for the auth path only', async () => {
    const staff = await api.account();
    const res = await signIn(staff.email);
    expect(res.statusCode).toBe(200);
    expect(calls.signIn.response.parse(res.json()).user.email).toBe(staff.email);
    const cookie = refreshCookie(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: REFRESH_COOKIE_PATH });
    // Plain HTTP here; behind HTTPS it is Secure (below).
    expect(cookie.secure).toBeUndefined();
    const days = ((cookie.expires?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(REFRESH_TOKEN_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(REFRESH_TOKEN_DAYS);
    // The body never carries it, and the database keeps only a hash.
    expect(res.body).not.toContain(cookie.value);
    const [row] = await rows();
    expect(row?.token_hash).toBeDefined();
    expect(JSON.stringify(await rows())).not.toContain(cookie.value);
  });

  it('marks the cookie Secure when the request came over HTTPS through a trusted proxy', async () => {
    await api.close();
    api = await createTestApi(kind, { TRUST_PROXY: '1' });
    const staff = await api.account();
    const res = await signIn(staff.email, TEST_PASSWORD, { 'x-forwarded-proto': 'https' });
    expect(refreshCookie(res).secure).toBe(true);
  });

  it('rotates the token on refresh, answering a new session', async () => {
    const staff = await api.account();
    const first = refreshCookie(await signIn(staff.email)).value;

    const res = await refresh(first);
    expect(res.statusCode).toBe(200);
    const session = calls.refreshToken.response.parse(res.json());
    expect(session.user.email).toBe(staff.email);
    const me = await api.app.inject({
      url: '/api/auth/staff/account',
      headers: bearer(session.access_token),
    });
    expect(me.statusCode).toBe(200);
    const second = refreshCookie(res).value;
    expect(second).not.toBe(first);
    expect((await refresh(second)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is presented again', async () => {
    const staff = await api.account();
    const stolen = refreshCookie(await signIn(staff.email)).value;
    const current = refreshCookie(await refresh(stolen)).value;
    // The family of the rotated token (the test account's own sign-in made another).
    const rotated = (await rows()).find((row) => row.rotated_at !== null);
    const first = (familyId: string) => (familyId === rotated?.family_id ? familyId : undefined);

    const replay = await refresh(stolen);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ status: 401, msg: expect.stringMatching(/sign in again/) });
    // The legitimate holder's newer token is revoked with it.
    expect((await refresh(current)).statusCode).toBe(401);
    const family = (await rows()).filter((row) => row.family_id === first(row.family_id));
    expect(family).toHaveLength(2);
    expect(family.every((row) => row.revoked_at !== null)).toBe(true);
  });

  it('keeps other sessions of the same account when one family is revoked', async () => {
    const staff = await api.account();
    const laptop = refreshCookie(await signIn(staff.email)).value;
    const phone = refreshCookie(await signIn(staff.email)).value;
    await refresh(laptop);
    await refresh(laptop); // reuse: the laptop's family goes
    expect((await refresh(phone)).statusCode).toBe(200);
  });

  it('refuses a missing, unknown or expired token, and clears the cookie', async () => {
    const staff = await api.account();
    const token = refreshCookie(await signIn(staff.email)).value;
    for (const res of [await refresh(), await refresh('not-a-token')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 401, msg: expect.any(String) });
    }
    api.advance((REFRESH_TOKEN_DAYS * 24 + 1) * 3_600_000);
    const expired = await refresh(token);
    expect(expired.statusCode).toBe(401);
    expect(refreshCookie(expired).value).toBe('');
  });

  it('refuses to refresh for an account suspended since', async () => {
    const staff = await api.account();
    const token = refreshCookie(await signIn(staff.email)).value;
    await api.database.db
      .updateTable('staff')
      .set({ status: 'SUSPENDED' })
      .where('id', '=', staff.id)
      .execute();
    const res = await refresh(token);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toMatch(/suspended/);
  });

  it('logs out: the token stops working and the cookie is cleared', async () => {
    const staff = await api.account();
    const token = refreshCookie(await signIn(staff.email)).value;
    const res = await logout(token);
    expect(res.statusCode).toBe(200);
    expect(calls.logout.response.parse(res.json()).msg).toEqual(expect.any(String));
    const cleared = refreshCookie(res);
    expect(cleared.value).toBe('');
    expect(cleared.path).toBe(REFRESH_COOKIE_PATH);
    expect((await refresh(token)).statusCode).toBe(401);
    // Without a cookie, logout still answers (the person is signed out either way).
    expect((await logout()).statusCode).toBe(200);
  });
});
