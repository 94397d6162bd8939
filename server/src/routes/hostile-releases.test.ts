// Hostile input for releases: each release call walked with hostile strings and files
// (../testing/hostile-probes.ts), then the release calls' own hostile values (file paths that
// leave a build, odd and oversized builds, version and remote names, escaping file addresses,
// the beacon), on every database kind. The other hostile-*.test.ts suites cover the other calls,
// side by side.
import { RELEASE_BEACON_PATH } from 'shared-data/contract';
import { bearer } from '../testing/api';
import { testDatabaseKinds } from '../testing/database';
import { HOSTILE_CALL_GROUPS, itWalksCalls } from '../testing/hostile-calls';
import { createHostileFixtures, type HostileFixtures } from '../testing/hostile-fixtures';
import { LONG, SQL_INJECTIONS, UNICODE, problemWith, url } from '../testing/hostile-probes';

describe.each(testDatabaseKinds())('hostile input on %s', (kind) => {
  let f: HostileFixtures;

  beforeAll(async () => {
    f = await createHostileFixtures(kind);
  });

  afterAll(async () => {
    await f?.close();
  });

  itWalksCalls(HOSTILE_CALL_GROUPS.releases, () => f);

  describe('release calls', () => {
    /** Makes each request and answers what was wrong: anything but a well-formed 4xx. */
    async function refusedAll(
      requests: {
        label: string;
        method?: 'GET' | 'POST' | 'DELETE';
        url: string;
        body?: unknown;
        headers?: Record<string, string>;
      }[],
      allowed: (status: number) => boolean = (status) => status >= 400 && status < 500,
    ): Promise<string[]> {
      const problems: string[] = [];
      for (const request of requests) {
        const res = await f.api.app.inject({
          method: request.method ?? 'POST',
          url: request.url,
          headers: { ...bearer(f.admin.token), ...request.headers },
          ...(request.body === undefined
            ? {}
            : typeof request.body === 'string' || Buffer.isBuffer(request.body)
              ? { payload: request.body }
              : { payload: request.body as object }),
        });
        const problem = problemWith(res);
        if (problem) problems.push(`${request.label}: ${problem}`);
        else if (!allowed(res.statusCode)) {
          problems.push(`${request.label}: answered ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
      return problems;
    }
    const versionCount = async () =>
      (await f.api.database.db.selectFrom('release_versions').select('version').execute()).length;
    const uploadUrl = url('releaseUpload');

    it('refuses file paths that leave the build, or kinds a build does not make, keeping nothing', async () => {
      const hostilePaths = [
        '../remoteEntry.js',
        'assets/../../outside.js',
        '/etc/passwd.js',
        'C:/Windows/win.js',
        'assets\\..\\..\\outside.js',
        'a\u0000.js',
        '.hidden/x.js',
        '.env.json',
        'a//b.js',
        'a/./b.js',
        '%2e%2e/x.js',
        'ünïcödé.js',
        ' spaced.js',
        `${'x'.repeat(300)}.js`,
        'x.js.map',
        'x.js.map.br',
        'index.html',
        'server.exe',
        'noext',
        'orphan.js.br',
        'mf-manifest.json',
      ];
      const before = await versionCount();
      const problems = await refusedAll(
        hostilePaths.map((hostile) => ({
          label: `path ${JSON.stringify(hostile)}`,
          url: uploadUrl,
          body: { files: f.fixtures.build([{ path: hostile, bytes: Buffer.from('x') }]) },
        })),
      );
      expect(problems).toEqual([]);
      expect(await versionCount()).toBe(before);
    });

    it('refuses odd and oversized builds with a 4xx', async () => {
      const build = f.fixtures.build();
      const withManifest = (text: string) =>
        build.map((file) =>
          file.path === 'mf-manifest.json'
            ? { ...file, data: Buffer.from(text).toString('base64') }
            : file,
        );
      const before = await versionCount();
      const problems = await refusedAll([
        {
          label: 'data not base64',
          url: uploadUrl,
          body: { files: [{ path: 'a.js', data: '%%%' }] },
        },
        {
          label: 'data with a NUL',
          url: uploadUrl,
          body: { files: [{ path: 'a.js', data: 'YQ\u0000==' }] },
        },
        { label: 'no files', url: uploadUrl, body: { files: [] } },
        { label: 'files as an object', url: uploadUrl, body: { files: { path: 'a.js' } } },
        { label: 'a file without data', url: uploadUrl, body: { files: [{ path: 'a.js' }] } },
        {
          label: 'no manifest',
          url: uploadUrl,
          body: { files: build.filter((file) => file.path !== 'mf-manifest.json') },
        },
        {
          label: 'no entry',
          url: uploadUrl,
          body: { files: build.filter((file) => file.path !== 'remoteEntry.js') },
        },
        {
          label: 'a manifest that is not JSON',
          url: uploadUrl,
          body: { files: withManifest('{"name":') },
        },
        {
          label: 'a manifest that is an array',
          url: uploadUrl,
          body: { files: withManifest('[1,2]') },
        },
        { label: 'a manifest that is null', url: uploadUrl, body: { files: withManifest('null') } },
        {
          label: 'a manifest with nulls inside',
          url: uploadUrl,
          body: { files: withManifest('{"exposes":[null,1,"x"],"shared":[null,1,"react"]}') },
        },
        {
          label: 'a manifest of the wrong shapes',
          url: uploadUrl,
          body: {
            files: withManifest('{"exposes":"./module","shared":{"react":"^19"},"metaData":null}'),
          },
        },
        {
          label: 'a manifest requiring react ^20',
          url: uploadUrl,
          body: {
            files: withManifest(
              JSON.stringify({
                exposes: [{ path: './module' }],
                shared: [{ name: 'react', singleton: true, requiredVersion: '^20.0.0' }],
              }),
            ),
          },
        },
        {
          label: 'a manifest with a broken range',
          url: uploadUrl,
          body: {
            files: withManifest(
              JSON.stringify({
                exposes: [{ path: './module' }],
                shared: [{ name: 'react', singleton: true, requiredVersion: '>>>=x'.repeat(2000) }],
              }),
            ),
          },
        },
        {
          label: 'a canary without a percent',
          url: uploadUrl,
          body: { files: build, target: 'canary' },
        },
        {
          label: 'a canary of 0%',
          url: uploadUrl,
          body: { files: build, target: 'canary', percent: 0 },
        },
        {
          label: 'a canary of 101%',
          url: uploadUrl,
          body: { files: build, target: 'canary', percent: 101 },
        },
        { label: 'an unknown target', url: uploadUrl, body: { files: build, target: 'everyone' } },
        {
          label: 'a stale base revision',
          url: uploadUrl,
          body: { files: build, base_revision: 999_999 },
        },
        {
          label: 'a negative base revision',
          url: uploadUrl,
          body: { files: build, base_revision: -1 },
        },
        {
          label: 'a commit that is not one',
          url: uploadUrl,
          body: { files: build, commit: "'; drop table release_versions; --" },
        },
        {
          label: '2001 files',
          url: uploadUrl,
          body: {
            files: [
              ...build,
              ...Array.from({ length: 1998 }, (_, i) => ({ path: `f${i}.js`, data: 'eA==' })),
            ],
          },
        },
        {
          label: 'a file over 5 MB',
          url: uploadUrl,
          body: {
            files: f.fixtures.build([
              { path: 'big.js', bytes: Buffer.alloc(5 * 1024 * 1024 + 1, 97) },
            ]),
          },
        },
        {
          label: 'a build over 30 MB in all',
          url: uploadUrl,
          body: {
            files: f.fixtures.build(
              Array.from({ length: 7 }, (_, i) => ({
                path: `part${i}.js`,
                bytes: Buffer.alloc(4_800_000, 97 + i),
              })),
            ),
          },
        },
        {
          label: 'a body over the upload limit',
          url: uploadUrl,
          body: JSON.stringify({ files: [{ path: 'a.js', data: 'A'.repeat(46 * 1024 * 1024) }] }),
          headers: { 'content-type': 'application/json' },
        },
      ]);
      expect(problems).toEqual([]);
      expect(await versionCount()).toBe(before);
    });

    // A path segment must be encodable: no lone surrogate.
    const PATH_UNICODE = UNICODE.replace(' \ud83d lone', '');
    const BAD_VERSIONS = [
      'ABCDEF123456',
      'abc',
      'abcdef1234567',
      '000000000000',
      '../../etc/passwd',
      "' OR 1=1 --",
      'a\u0000b',
      PATH_UNICODE,
      LONG,
    ];

    it('refuses version ids that are not registered versions', async () => {
      const requests = BAD_VERSIONS.flatMap((version) => [
        {
          label: `canary ${JSON.stringify(version.slice(0, 20))}`,
          url: url('releaseCanary'),
          body: { version, percent: 10 },
        },
        {
          label: `rollback to ${JSON.stringify(version.slice(0, 20))}`,
          url: url('releaseRollback'),
          body: { version },
        },
        {
          label: `preview of ${JSON.stringify(version.slice(0, 20))}`,
          method: 'GET' as const,
          url: url('releasePreview', {}, { version }),
        },
        {
          label: `files of ${JSON.stringify(version.slice(0, 20))}`,
          method: 'GET' as const,
          url: `/mfe/blog/${encodeURIComponent(version)}/remoteEntry.js`,
        },
        {
          label: `revoke the token ${JSON.stringify(version.slice(0, 20))}`,
          method: 'DELETE' as const,
          url: url('revokeDeployToken', {}, { id: version }),
        },
      ]);
      expect(await refusedAll(requests)).toEqual([]);
    });

    it('refuses remote names that are not remotes, on every release call', async () => {
      const names = [
        'nope',
        'BLOG',
        'blog\u0000',
        '..',
        '__proto__',
        'constructor',
        'toString',
        'shell',
        'x'.repeat(300),
        PATH_UNICODE,
        "blog' OR 1=1 --",
      ];
      const version = await f.fixtures.version();
      const requests = names.flatMap((remote) => {
        const params = { remote, version };
        const label = (call: string) => `${call} of ${JSON.stringify(remote.slice(0, 20))}`;
        return [
          {
            label: label('remoteReleases'),
            method: 'GET' as const,
            url: url('remoteReleases', {}, params),
          },
          {
            label: label('releaseUpload'),
            url: url('releaseUpload', {}, params),
            body: { files: f.fixtures.build() },
          },
          {
            label: label('releaseCanary'),
            url: url('releaseCanary', {}, params),
            body: { version, percent: 5 },
          },
          { label: label('releasePromote'), url: url('releasePromote', {}, params) },
          {
            label: label('releaseRollback'),
            url: url('releaseRollback', {}, params),
            body: { version },
          },
          { label: label('releaseWithdraw'), url: url('releaseWithdraw', {}, params) },
          {
            label: label('releasePreview'),
            method: 'GET' as const,
            url: url('releasePreview', {}, params),
          },
          {
            label: label('files'),
            method: 'GET' as const,
            url: `/mfe/${encodeURIComponent(remote)}/${version}/remoteEntry.js`,
          },
          {
            label: label('beacon'),
            url: `/api/${RELEASE_BEACON_PATH}`,
            body: { events: [{ remote, version, outcome: 'loaded' }] },
          },
          {
            label: label('createDeployToken'),
            url: url('createDeployToken'),
            body: { remote, label: 'CI' },
          },
        ];
      });
      expect(await refusedAll(requests)).toEqual([]);
    });

    it('serves nothing outside a version for escaping file paths', async () => {
      const version = await f.fixtures.version();
      const paths = [
        '..%2F..%2Fetc%2Fpasswd',
        '%2e%2e/%2e%2e/vetportal.sqlite',
        '..%5C..%5Cvetportal.sqlite.js',
        'remoteEntry.js%00.png',
        'a%00.js',
        '.hidden.js',
        '%2Fetc%2Fpasswd.js',
        'C:%5Cwindows.js',
        'remoteEntry.js.map',
        'nothing.js',
        '',
        '%',
        `${'a/'.repeat(300)}x.js`,
      ];
      const problems = await refusedAll(
        paths.map((file) => ({
          label: `file ${file.slice(0, 40)}`,
          method: 'GET' as const,
          url: `/mfe/blog/${version}/${file}`,
        })),
        (status) => status === 400 || status === 404,
      );
      expect(problems).toEqual([]);
      const entry = await f.api.app.inject({ url: `/mfe/blog/${version}/remoteEntry.js` });
      expect(entry.statusCode).toBe(200);
    });

    it('answers the beacon 204 or a 4xx, whatever arrives', async () => {
      const version = await f.fixtures.version('live');
      const beacon = `/api/${RELEASE_BEACON_PATH}`;
      const event = { remote: 'blog', version, outcome: 'loaded' };
      const made = await f.api.app.inject({ url: '/runtime-config.json' });
      const visitor = [made.headers['set-cookie']]
        .flat()
        .map((set) => String(set).split(';')[0])
        .join('; ');
      const problems = await refusedAll(
        [
          {
            label: 'text that is not JSON',
            body: 'not json',
            headers: { 'content-type': 'text/plain' },
          },
          {
            label: 'JSON as text/plain',
            body: JSON.stringify({ events: [event] }),
            headers: { 'content-type': 'text/plain;charset=UTF-8' },
          },
          { label: 'an array', body: [event] },
          { label: 'null', body: 'null', headers: { 'content-type': 'application/json' } },
          { label: 'no events', body: { events: [] } },
          { label: '51 events', body: { events: Array.from({ length: 51 }, () => event) } },
          { label: 'a 17 KB body', body: { events: [event], pad: 'p'.repeat(17 * 1024) } },
          { label: 'an unknown outcome', body: { events: [{ ...event, outcome: 'exploded' }] } },
          {
            label: 'a 65-character version',
            body: { events: [{ ...event, version: 'v'.repeat(65) }] },
          },
          { label: 'a version with a NUL', body: { events: [{ ...event, version: 'a\u0000b' }] } },
          {
            label: 'an unknown version',
            body: { events: [{ ...event, version: '000000000000' }] },
          },
          {
            label: 'unicode in the version',
            body: { events: [{ ...event, version: UNICODE.slice(0, 60) }] },
          },
          {
            label: 'an SQL injection',
            body: { events: [{ ...event, version: SQL_INJECTIONS[0] }] },
          },
          {
            label: 'a __proto__ key',
            body: `{"__proto__":{"x":1},"events":[${JSON.stringify(event)}]}`,
            headers: { 'content-type': 'application/json' },
          },
          {
            label: 'deeply nested',
            body: `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
            headers: { 'content-type': 'text/plain' },
          },
          { label: 'XML', body: '<x/>', headers: { 'content-type': 'application/xml' } },
          {
            label: 'a form',
            body: 'events=1',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          },
        ].map((probe) => ({
          ...probe,
          url: beacon,
          // From a real visitor: what it sends, not who it is, is what is probed here.
          headers: { authorization: '', cookie: visitor, ...probe.headers },
        })),
        (status) => status === 204 || (status >= 400 && status < 500),
      );
      expect(problems).toEqual([]);
      const row = await f.api.database.db
        .selectFrom('release_versions')
        .select('loads')
        .where('version', '=', version)
        .executeTakeFirstOrThrow();
      // Only the one well-formed report counted (JSON sent as text/plain, as sendBeacon does).
      expect(Number(row.loads)).toBe(1);
    });
  });
});
