// Wrong passwords slow down the address that sends them, per (email, address), alike for
// known and unknown emails; they never lock the account (docs/behaviour.md#account-calls).
import { buildApp } from '../../app';
import { openDatabase } from '../../plugins/database';
import {
  FIRST_WAIT_SECONDS,
  FREE_WRONG_PASSWORDS,
  LONGEST_WAIT_SECONDS,
  WRONG_CREDENTIALS,
  waitAfterWrongPasswords,
} from '../../services/accounts';
import { TEST_PASSWORD, createTestApi, testConfig, type TestApi } from '../../testing/api';
import { testDatabaseKinds } from '../../testing/database';

const ATTACKER = '203.0.113.9';
const ELSEWHERE = '198.51.100.4';

/** What a caller can observe of an answer: status, body and the headers that count. */
function observed(res: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  return {
    status: res.statusCode,
    body: res.body,
    retryAfter: res.headers['retry-after'],
    limitRemaining: res.headers['x-ratelimit-remaining'],
  };
}

describe('the wait after wrong passwords', () => {
  it('is none for the first ones, then doubles up to an hour', () => {
    const waits = Array.from({ length: 16 }, (_, count) => waitAfterWrongPasswords(count));
    expect(waits.slice(0, FREE_WRONG_PASSWORDS)).toEqual(Array(FREE_WRONG_PASSWORDS).fill(0));
    expect(waits.slice(FREE_WRONG_PASSWORDS, FREE_WRONG_PASSWORDS + 4)).toEqual([
      FIRST_WAIT_SECONDS,
      FIRST_WAIT_SECONDS * 2,
      FIRST_WAIT_SECONDS * 4,
      FIRST_WAIT_SECONDS * 8,
    ]);
    expect(waits.at(-1)).toBe(LONGEST_WAIT_SECONDS);
  });
});

describe.each(testDatabaseKinds())('sign-in throttle on %s', (kind) => {
  let api: TestApi;
  beforeEach(async () => {
    // The per-address rate limit on too: its counters are part of what a caller sees.
    api = await createTestApi(kind, {}, { rateLimits: { nameSpace: `throttle-${kind}-` } });
  });
  afterEach(() => api.close());

  const signIn = (email: string, password: string, from: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/auth/signin/staff',
      payload: { email, password },
      remoteAddress: from,
    });
  const counters = () => api.database.db.selectFrom('attempt_counters').select(['count']).execute();

  it('answers a known and an unknown email alike, try after try, and counts them alike', async () => {
    const { email } = await api.account();
    const known: ReturnType<typeof observed>[] = [];
    const unknown: ReturnType<typeof observed>[] = [];
    // Each from an address of its own, so the per-address limit counts each the same way.
    const both = async () => {
      known.push(observed(await signIn(email, 'a wrong guess', '192.0.2.1')));
      unknown.push(observed(await signIn('nobody@example.com', 'a wrong guess', '192.0.2.2')));
    };
    for (let i = 0; i < FREE_WRONG_PASSWORDS + 1; i += 1) await both();
    api.advance(FIRST_WAIT_SECONDS * 1000);
    await both();
    await both();

    expect(unknown).toEqual(known);
    const wrong = { status: 401, body: JSON.stringify({ status: 401, msg: WRONG_CREDENTIALS }) };
    const waiting = (seconds: number) => ({
      status: 429,
      body: JSON.stringify({
        status: 429,
        msg: `Too many requests, try again in ${seconds} seconds`,
      }),
      retryAfter: String(seconds),
    });
    expect(known.map(({ status, body, retryAfter }) => ({ status, body, retryAfter }))).toEqual([
      ...Array.from({ length: FREE_WRONG_PASSWORDS }, () => ({ ...wrong, retryAfter: undefined })),
      waiting(FIRST_WAIT_SECONDS),
      { ...wrong, retryAfter: undefined },
      waiting(FIRST_WAIT_SECONDS * 2),
    ]);
    // One count each, of the same size; neither holds the email or the address.
    const rows = await api.database.db.selectFrom('attempt_counters').selectAll().execute();
    expect(rows.map((row) => Number(row.count))).toEqual([
      FREE_WRONG_PASSWORDS + 1,
      FREE_WRONG_PASSWORDS + 1,
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/example\.com|192\.0\.2/);
  });

  it('lets the owner sign in from another address at once, however many wrong tries', async () => {
    const { email } = await api.account();
    for (let i = 0; i < FREE_WRONG_PASSWORDS; i += 1) {
      expect((await signIn(email, `guess ${i}`, ATTACKER)).statusCode).toBe(401);
    }
    for (let round = 1; round <= 4; round += 1) {
      // The guesser waits longer each time; its right guess is not even heard meanwhile.
      const held = await signIn(email, TEST_PASSWORD, ATTACKER);
      expect(held.statusCode).toBe(429);
      api.advance(waitAfterWrongPasswords(FREE_WRONG_PASSWORDS + round - 1) * 1000);
      expect((await signIn(email, `guess again ${round}`, ATTACKER)).statusCode).toBe(401);
    }
    const owner = await signIn(email, TEST_PASSWORD, ELSEWHERE);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ status: true, user: { email } });
  });

  it('forgets the wrong passwords of an address once the right one comes from it', async () => {
    const { email } = await api.account();
    for (let i = 0; i < FREE_WRONG_PASSWORDS; i += 1) await signIn(email, 'typo', ATTACKER);
    expect((await signIn(email, TEST_PASSWORD, ATTACKER)).statusCode).toBe(429);
    api.advance(FIRST_WAIT_SECONDS * 1000);
    expect((await signIn(email, TEST_PASSWORD, ATTACKER)).statusCode).toBe(200);
    // A fresh start: the next typo is answered at once.
    expect((await signIn(email, 'typo', ATTACKER)).statusCode).toBe(401);
    expect(await counters()).toEqual([{ count: 1 }]);
  });

  it('keeps the per-address limit over all emails', async () => {
    // 20 tries in 15 minutes from one address, whatever the emails; then 429 for all.
    let last = 0;
    for (let i = 0; i < 21; i += 1) {
      last = (await signIn(`someone${i}@example.com`, 'a guess', ATTACKER)).statusCode;
      if (i < 20) expect(last).toBe(401);
    }
    expect(last).toBe(429);
    expect((await signIn('someone@example.com', 'a guess', ELSEWHERE)).statusCode).toBe(401);
  });

  it('holds across instances: the count lives in the database', async () => {
    const { email } = await api.account();
    const { dataDir, databaseUrl, schema } = api.database;
    const database = openDatabase({ databaseUrl, dataDir, ...(schema ? { schema } : {}) });
    const other = buildApp(testConfig(dataDir), { database, rateLimits: false });
    try {
      await other.ready();
      for (let i = 0; i < FREE_WRONG_PASSWORDS; i += 1) await signIn(email, 'guess', ATTACKER);
      const res = await other.inject({
        method: 'POST',
        url: '/api/auth/signin/staff',
        payload: { email, password: TEST_PASSWORD },
        remoteAddress: ATTACKER,
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await other.close();
      await database.db.destroy();
    }
  });
});
