import { MESSAGES } from 'shared-data/contract';
import { OTP_MAX_TRIES, OTP_PER_ACCOUNT_PER_HOUR } from '../../services/accounts';
import {
  TEST_PASSWORD,
  createTestApi,
  readOutbox,
  waitForMail,
  type TestApi,
} from '../../testing/api';
import { testDatabaseKinds } from '../../testing/database';
import { REFRESH_COOKIE } from './session-cookie';

const NEW_PASSWORD = 'a new password, long enough';
const CODE_MAIL = /code$/;

describe.each(testDatabaseKinds())('one-time codes on %s', (kind) => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi(kind);
  });
  afterEach(() => api.close());

  const requestCode = (email: string) =>
    api.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { email } });
  const reset = (email: string, otp_code: string, password = NEW_PASSWORD) =>
    api.app.inject({
      method: 'POST',
      url: '/api/auth/reset_password',
      payload: { email, otp_code, password },
    });
  const signIn = (email: string, password: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/auth/signin/staff',
      payload: { email, password },
    });
  /** The code in the newest code mail to that address. */
  const mailedCode = async (email: string) => {
    const mail = await waitForMail(api.database.dataDir, email, CODE_MAIL);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (!code) throw new Error(`no code in: ${mail.text}`);
    return code;
  };
  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('mails a six-digit code and answers the same whether or not the email has an account', async () => {
    const staff = await api.account();
    const known = await requestCode(staff.email);
    const unknown = await requestCode('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ msg: MESSAGES.otpSent });
    expect([unknown.statusCode, unknown.body, unknown.headers['content-type']]).toEqual([
      known.statusCode,
      known.body,
      known.headers['content-type'],
    ]);
    const code = await mailedCode(staff.email);
    expect(code).toMatch(/^\d{6}$/);
    // Only the account's address got mail, and the database holds no code in clear.
    const mails = await readOutbox(api.database.dataDir);
    expect(mails.map((m) => m.to)).toEqual([staff.email]);
    const stored = await api.database.db.selectFrom('one_time_codes').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('writes the code mail in the language of the page it was asked on', async () => {
    const staff = await api.account();
    const asked = await api.app.inject({
      method: 'POST',
      url: '/api/auth/otp?lang=sw',
      payload: { email: staff.email },
    });
    // The answer is the API's, in English, as any; the page words it (shared-ui's notices).
    expect(asked.json()).toEqual({ msg: MESSAGES.otpSent });
    const mail = await waitForMail(api.database.dataDir, staff.email, /uthibitisho/);
    expect(mail.subject).toBe('Nambari yako ya uthibitisho ya Mifugo Animal Health Services');
    expect(mail.text).toContain('Nambari yako ya uthibitisho ya Mifugo Animal Health Services ni ');
    expect(mail.text).toContain('ndani ya dakika 30');
    expect(mail.text).toContain('/sw/reset');
    expect(mail.text).not.toContain('Reset Password page');

    const bad = await api.app.inject({
      method: 'POST',
      url: '/api/auth/otp?lang=fr',
      payload: { email: staff.email },
    });
    expect([bad.statusCode, bad.json()]).toEqual([
      400,
      { status: 400, msg: 'lang is one of en, sw' },
    ]);
  });

  it('resets the password with the code, once; the old password stops working', async () => {
    const staff = await api.account();
    await requestCode(staff.email);
    const code = await mailedCode(staff.email);

    const res = await reset(staff.email, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: MESSAGES.passwordReset });
    expect((await signIn(staff.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(staff.email, TEST_PASSWORD)).statusCode).toBe(401);

    const again = await reset(staff.email, code, 'yet another password');
    expect(again.statusCode).toBe(400);
    expect((await signIn(staff.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ends every session of the account and mails a notice after a reset', async () => {
    const staff = await api.account();
    const signedIn = await signIn(staff.email, TEST_PASSWORD);
    const refresh = signedIn.cookies.find((c) => c.name === REFRESH_COOKIE)?.value ?? '';
    await requestCode(staff.email);
    await reset(staff.email, await mailedCode(staff.email));

    const res = await api.app.inject({
      url: '/api/auth/refresh-token',
      cookies: { [REFRESH_COOKIE]: refresh },
    });
    expect(res.statusCode).toBe(401);
    const notice = await waitForMail(api.database.dataDir, staff.email, /password was changed/);
    expect(notice.text).toMatch(/signed out/);
  });

  it(`spends the code after ${OTP_MAX_TRIES} wrong tries`, async () => {
    const staff = await api.account();
    await requestCode(staff.email);
    const code = await mailedCode(staff.email);
    for (let i = 0; i < OTP_MAX_TRIES; i += 1) {
      const res = await reset(staff.email, otherCode(code));
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(/not valid or has expired/);
    }
    expect((await reset(staff.email, code)).statusCode).toBe(400);
    expect((await signIn(staff.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('replaces an older code with a newer one', async () => {
    const staff = await api.account();
    await requestCode(staff.email);
    const first = await mailedCode(staff.email);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await requestCode(staff.email);
    // The code is mailed after the answer: wait (at most 5 s) for the second one to land.
    let mails = await readOutbox(api.database.dataDir);
    for (let waited = 0; mails.length < 2 && waited < 5_000; waited += 25) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      mails = await readOutbox(api.database.dataDir);
    }
    expect(mails).toHaveLength(2);
    const second = await mailedCode(staff.email);
    if (first !== second) expect((await reset(staff.email, first)).statusCode).toBe(400);
    expect((await reset(staff.email, second)).statusCode).toBe(200);
  });

  it('expires a code after 30 minutes', async () => {
    const staff = await api.account();
    await requestCode(staff.email);
    const code = await mailedCode(staff.email);
    api.advance(30 * 60_000 + 1_000);
    const res = await reset(staff.email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/expired/);
  });

  it('refuses a code given for another account', async () => {
    const owner = await api.account();
    const other = await api.account();
    await requestCode(owner.email);
    const code = await mailedCode(owner.email);
    expect((await reset(other.email, code)).statusCode).toBe(400);
    expect((await reset('nobody@example.com', code)).statusCode).toBe(400);
    expect((await reset(owner.email, code)).statusCode).toBe(200);
  });

  it(`sends one account at most ${OTP_PER_ACCOUNT_PER_HOUR} codes an hour, answering alike`, async () => {
    const staff = await api.account();
    for (let i = 0; i < OTP_PER_ACCOUNT_PER_HOUR + 2; i += 1) {
      const res = await requestCode(staff.email);
      expect(res.json()).toEqual({ msg: MESSAGES.otpSent });
    }
    // Codes are stored before the answer (their mail follows it).
    const codes = async () =>
      (await api.database.db.selectFrom('one_time_codes').select('id').execute()).length;
    expect(await codes()).toBe(OTP_PER_ACCOUNT_PER_HOUR);
    api.advance(61 * 60_000);
    await requestCode(staff.email);
    expect(await codes()).toBe(OTP_PER_ACCOUNT_PER_HOUR + 1);
    await waitForMail(api.database.dataDir, staff.email, CODE_MAIL);
  });

  it('answers and counts a known and an unknown email alike, request after request', async () => {
    // The per-address limit on too: its counters are part of what a caller sees.
    const limited = await createTestApi(kind, {}, { rateLimits: { nameSpace: `otp-${kind}-` } });
    try {
      const staff = await limited.account();
      const seen = async (url: string, payload: object, from: string) => {
        const res = await limited.app.inject({ method: 'POST', url, payload, remoteAddress: from });
        // Whether a wait is given (its length is the address's window, on the wall clock).
        return [
          res.statusCode,
          res.body,
          res.headers['retry-after'] !== undefined,
          res.headers['x-ratelimit-remaining'],
        ];
      };
      const known: unknown[] = [];
      const unknown: unknown[] = [];
      // Both at once, step by step (each code request takes its 300 ms).
      const both = async (url: string, payload: object) => {
        const [k, u] = await Promise.all([
          seen(url, { ...payload, email: staff.email }, '192.0.2.1'),
          seen(url, { ...payload, email: 'nobody@example.com' }, '192.0.2.2'),
        ]);
        known.push(k);
        unknown.push(u);
      };
      // Past the per-email hourly count and the per-address limit (5 in 15 minutes).
      for (let i = 0; i < 6; i += 1) await both('/api/auth/otp', {});
      for (let i = 0; i < OTP_MAX_TRIES + 1; i += 1) {
        await both('/api/auth/reset_password', {
          otp_code: String(100000 + i),
          password: NEW_PASSWORD,
        });
      }
      expect(unknown).toEqual(known);
      expect(known[0]).toEqual(expect.arrayContaining([200]));
      expect(known[5]).toEqual(expect.arrayContaining([429]));
      // The requests that got through were counted per email, one count each, of the same size.
      const rows = await limited.database.db
        .selectFrom('attempt_counters')
        .select('count')
        .execute();
      expect(rows.map((row) => Number(row.count))).toEqual([5, 5]);
    } finally {
      await limited.close();
    }
  }, 20_000);

  it('checks the fields', async () => {
    const staff = await api.account();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ email: staff.email, otp_code: '12345', password: NEW_PASSWORD }, /otp_code/],
      [{ email: staff.email, otp_code: 'abcdef', password: NEW_PASSWORD }, /otp_code/],
      [{ email: staff.email, otp_code: '123456', password: 'short' }, /password/],
      [{ email: 'not an email', otp_code: '123456', password: NEW_PASSWORD }, /email/],
    ];
    for (const [payload, field] of cases) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/auth/reset_password',
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(field);
    }
  });
});
