// One release wins (docs/behaviour.md#releases): of releases of one remote sent at the same
// moment exactly one is made and the others are refused with 409 (run it again), with nothing
// of them kept, on each database. Real concurrency, many rounds over.
import { connect, type AddressInfo } from 'node:net';
import type { RemoteReleases } from 'shared-data/contract';
import { bearer, createTestApi, type TestApi } from '../../testing/api';
import { testDatabaseKinds } from '../../testing/database';
import { remoteBuild, upload, writeShellManifest } from '../../testing/release-fixture';

const BUSY =
  /^Another release of the blog remote is in progress: nothing of this one was kept, run it again$/;
const ROUNDS = 20;

describe.each(testDatabaseKinds())('releases at the same moment on %s', (kind) => {
  let api: TestApi;
  let token: string;

  beforeEach(async () => {
    api = await createTestApi(kind);
    writeShellManifest(api.database.dataDir);
    // A deploy token: its caller is looked up in the database, as a team's release is.
    const admin = (await api.account({ isAdmin: true })).token;
    const made = await api.app.inject({
      method: 'POST',
      url: '/api/releases/deploy-tokens/',
      headers: bearer(admin),
      payload: { remote: 'blog', label: 'blog CI' },
    });
    token = made.json<{ secret: string }>().secret;
  });
  afterEach(() => api.close());

  const state = async () =>
    (
      await api.app.inject({ url: '/api/releases/blog', headers: bearer(token) })
    ).json<RemoteReleases>();

  /** The registry holds the winners and nothing of anyone else; no claim is left behind. */
  async function expectOnly(winners: string[]): Promise<void> {
    const after = await state();
    expect(after.live).toBe(winners[winners.length - 1]);
    expect(after.versions.map((v) => v.version).sort()).toEqual([...winners].sort());
    const files = await api.database.db.selectFrom('release_files').select('version').execute();
    expect(new Set(files.map((f) => f.version))).toEqual(new Set(winners));
    expect(files).toHaveLength(winners.length * 3);
    const history = after.history.filter((entry) => entry.action === 'register');
    expect(history.map((entry) => entry.version).sort()).toEqual([...winners].sort());
    const claims = await api.database.db
      .selectFrom('app_meta')
      .select('key')
      .where('key', 'like', 'release_claim:%')
      .execute();
    expect(claims).toEqual([]);
  }

  it.each([2, 6])('makes exactly one of %i releases sent at once, round after round', async (n) => {
    const winners: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: n }, (_, i) =>
          upload(api.app, 'blog', token, remoteBuild(`round ${round} release ${i}`)),
        ),
      );
      const made = answers.filter((res) => res.statusCode === 200);
      const refused = answers.filter((res) => res.statusCode === 409);
      expect({ round, made: made.length, refused: refused.length }).toEqual({
        round,
        made: 1,
        refused: n - 1,
      });
      for (const res of refused) expect(res.json<{ msg: string }>().msg).toMatch(BUSY);
      winners.push((made[0]?.json<{ version: string }>() ?? { version: '' }).version);
    }
    await expectOnly(winners);
    // Once the others are answered, the remote is free: the next release is made.
    expect((await upload(api.app, 'blog', token, remoteBuild('after'))).statusCode).toBe(200);
  });

  it('refuses the others at once, before their uploads are read, over real HTTP', async () => {
    await api.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = api.app.server.address() as AddressInfo;
    const winners: string[] = [];
    for (let round = 0; round < 5; round += 1) {
      // Six uploads whose last byte is held back: none can finish until it is sent.
      const sent = Array.from({ length: 6 }, (_, i) => {
        const body = Buffer.from(
          JSON.stringify({
            files: remoteBuild(`http ${round} ${i}`).map((file) => ({
              path: file.path,
              data: file.bytes.toString('base64'),
            })),
          }),
        );
        const socket = connect({ host: '127.0.0.1', port });
        let answer = '';
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
        socket.on('error', () => undefined);
        socket.write(
          `POST /api/releases/blog/versions HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
            `Authorization: Bearer ${token}\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
        );
        socket.write(body.subarray(0, -1));
        return { socket, body, answer: () => answer };
      });
      const answered = () => sent.filter((s) => /\r\n\r\n/.test(s.answer()));
      // Five answers come while every upload is still open (bounded wait).
      for (let i = 0; i < 500 && answered().length < 5; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(answered()).toHaveLength(5);
      for (const s of answered()) {
        expect(s.answer()).toMatch(/^HTTP\/1\.1 409 /);
        expect(s.answer()).toContain('run it again');
      }
      const [open] = sent.filter((s) => !answered().includes(s)) as [(typeof sent)[number]];
      open.socket.write(open.body.subarray(-1));
      for (let i = 0; i < 500 && !/\r\n\r\n[\s\S]*\}/.test(open.answer()); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(open.answer()).toMatch(/^HTTP\/1\.1 200 /);
      const version = /"version":"([0-9a-f]{12})"/.exec(open.answer())?.[1];
      expect(version).toMatch(/^[0-9a-f]{12}$/);
      winners.push(version ?? '');
      for (const s of sent) s.socket.destroy();
    }
    await expectOnly(winners);
  });

  it('takes over a claim left by an instance that died, once it has run out', async () => {
    // An instance took the claim and never gave it back.
    const until = new Date(Date.now() + 5 * 60 * 1000).toISOString();
    await api.database.db
      .insertInto('app_meta')
      .values({ key: 'release_claim:blog', value: `${until} dead` })
      .execute();
    const refused = await upload(api.app, 'blog', token, remoteBuild('while held'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ msg: string }>().msg).toMatch(BUSY);
    api.advance(5 * 60 * 1000 + 1);
    const made = await upload(api.app, 'blog', token, remoteBuild('after it ran out'));
    expect(made.statusCode).toBe(200);
    await expectOnly([made.json<{ version: string }>().version]);
  });

  it('claims nothing for a caller who may not release: a blog release is not held up', async () => {
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        upload(api.app, 'blog', 'vpd_forged', remoteBuild('forged')),
      ),
      upload(api.app, 'blog', token, remoteBuild('real')),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([401, 401, 401, 401, 401, 200]);
  });
});
