// A staff member's preview of a version (docs/behaviour.md#releases): the server answers who
// released it and when, for the shell to ask first, and refuses a withdrawn version.
import type { LightMyRequestResponse } from 'fastify';
import { bearer, createTestApi, type TestApi } from '../../testing/api';
import { testDatabaseKinds } from '../../testing/database';
import { remoteBuild, upload, writeShellManifest } from '../../testing/release-fixture';

describe.each(testDatabaseKinds())('previews on %s', (kind) => {
  let api: TestApi;
  let admin: string;
  let staff: string;

  beforeEach(async () => {
    api = await createTestApi(kind);
    writeShellManifest(api.database.dataDir);
    admin = (await api.account({ isAdmin: true, fullname: 'Amina Otieno' })).token;
    staff = (await api.account()).token;
  });
  afterEach(() => api.close());

  const preview = (version: string, token = staff) =>
    api.app.inject({ url: `/api/releases/preview/blog/${version}`, headers: bearer(token) });
  const post = (path: string, payload: object = {}) =>
    api.app.inject({
      method: 'POST',
      url: `/api/releases/blog/${path}`,
      headers: bearer(admin),
      payload,
    });
  const versionOf = (res: LightMyRequestResponse) => res.json<{ version: string }>().version;

  it('answers the manifest URL with who released the version and when', async () => {
    const live = versionOf(await upload(api.app, 'blog', admin, remoteBuild('live')));
    const res = await preview(live);
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, string>>();
    expect(body).toEqual({
      remote: 'blog',
      version: live,
      manifestUrl: `/mfe/blog/${live}/mf-manifest.json`,
      released_by: 'Amina Otieno',
      released_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await preview('0123456789ab')).statusCode).toBe(404);
  });

  it('refuses a withdrawn version, until it is put back in service', async () => {
    const live = versionOf(await upload(api.app, 'blog', admin, remoteBuild('live')));
    const canary = versionOf(
      await upload(api.app, 'blog', admin, remoteBuild('canary'), {
        target: 'canary',
        percent: 10,
      }),
    );
    expect((await preview(canary)).statusCode).toBe(200);
    expect((await post('withdraw')).statusCode).toBe(200);

    const refused = await preview(canary);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      status: 409,
      msg: `blog ${canary} was withdrawn: no preview`,
    });
    // The live version and one only registered are still previewed.
    expect((await preview(live)).statusCode).toBe(200);
    const registered = versionOf(
      await upload(api.app, 'blog', admin, remoteBuild('registered'), { target: 'none' }),
    );
    expect((await preview(registered)).statusCode).toBe(200);

    // Made the canary again, it may be previewed again.
    expect((await post('canary', { version: canary, percent: 5 })).statusCode).toBe(200);
    expect((await preview(canary)).statusCode).toBe(200);
  });

  it('refuses a version whose stored manifest loads from elsewhere', async () => {
    const version = versionOf(await upload(api.app, 'blog', admin, remoteBuild('old')));
    // A version registered before the gate checked where a manifest loads from.
    const hostile = JSON.stringify({ metaData: { publicPath: 'https://evil.example/' } });
    await api.database.db
      .updateTable('release_versions')
      .set({ manifest: hostile })
      .where('version', '=', version)
      .execute();
    const res = await preview(version);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ msg: string }>().msg).toBe(
      `blog ${version} cannot be previewed: its publicPath 'https://evil.example/' points outside /mfe/blog/${version}/`,
    );
  });
});
