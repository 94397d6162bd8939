import type { RemoteManifest } from '../../core/releases';
import { manifestPathProblems } from './gate';

const BASE = '/mfe/blog/0123456789ab/';

/** The parts of a build's manifest these tests change. */
interface BuildManifest {
  metaData: { remoteEntry: { name: unknown; path: unknown }; publicPath?: unknown } & Record<
    string,
    unknown
  >;
  shared: { assets: { css: { sync: unknown[] } }; fallback: unknown }[];
  remotes: unknown[];
  exposes: { assets: { js: { sync: unknown[]; async: unknown[] } } }[];
}

/** A manifest as a remote's production build writes it, with `change` applied. */
function manifest(change: (m: BuildManifest) => void = () => {}): RemoteManifest {
  const m = {
    id: 'mfe_blog',
    name: 'mfe_blog',
    metaData: {
      name: 'mfe_blog',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      publicPath: 'auto',
    },
    shared: [
      {
        name: 'react',
        version: '19.3.1',
        singleton: true,
        requiredVersion: '^19.3.1',
        assets: { js: { async: [], sync: [] }, css: { async: [], sync: [] } },
        fallback: '',
      },
    ],
    remotes: [],
    exposes: [
      {
        name: 'module',
        path: './module',
        assets: {
          js: { sync: ['__federation_expose_module.90843eb8c0d4bab7.js'], async: ['546.a4.js'] },
          css: { sync: ['css/main.1f.css'], async: [] },
        },
      },
    ],
  } as unknown as BuildManifest;
  change(m);
  return m as unknown as RemoteManifest;
}

describe('the gate on where a manifest loads from', () => {
  it('passes what a build writes, and a publicPath of the version itself', () => {
    expect(manifestPathProblems(manifest(), BASE)).toEqual([]);
    expect(
      manifestPathProblems(
        manifest((m) => (m.metaData.publicPath = BASE)),
        BASE,
      ),
    ).toEqual([]);
    expect(manifestPathProblems({}, BASE)).toEqual([]);
  });

  it.each([
    'https://evil.example/',
    'http://localhost:8080/mfe/blog/0123456789ab/',
    '//evil.example/',
    'javascript:alert(document.cookie)//',
    'data:text/javascript,alert(1)//',
    '/mfe/blog/0123456789ab/../../../uploads/',
    '/mfe/blog/ffffffffffff/',
    '/mfe/dashboard/0123456789ab/',
    '/',
    './',
    '',
    '/mfe/blog/0123456789ab',
  ])('refuses the publicPath %j', (publicPath) => {
    expect(
      manifestPathProblems(
        manifest((m) => (m.metaData.publicPath = publicPath)),
        BASE,
      ),
    ).toEqual([`its publicPath '${publicPath}' points outside ${BASE}`]);
  });

  it('refuses a publicPath that is not text, naming what it is', () => {
    expect(
      manifestPathProblems(
        manifest((m) => (m.metaData.publicPath = { a: 1 })),
        BASE,
      ),
    ).toEqual([`its publicPath '{"a":1}' points outside ${BASE}`]);
  });

  it('refuses a getPublicPath: code that would choose the folder', () => {
    const problems = manifestPathProblems(
      manifest((m) => (m.metaData.getPublicPath = "return 'https://evil.example/'")),
      BASE,
    );
    expect(problems).toEqual([
      `its getPublicPath 'return 'https://evil.example/'' would choose where its files load from: only publicPath 'auto' or '${BASE}' may`,
    ]);
  });

  it.each([
    'https://evil.example/remoteEntry.js',
    '//evil.example/remoteEntry.js',
    'javascript:alert(1)',
    '../../uploads/remoteEntry.js',
    '/uploads/remoteEntry.js',
    '%2e%2e/remoteEntry.js',
    'remoteEntry.js?x=//evil.example',
    'a\\..\\remoteEntry.js',
  ])('refuses the remote entry %j', (name) => {
    expect(
      manifestPathProblems(
        manifest((m) => (m.metaData.remoteEntry.name = name)),
        BASE,
      ),
    ).toEqual([`its remote entry '${name}' points outside ${BASE}`]);
  });

  it('refuses a remote entry folder elsewhere', () => {
    expect(
      manifestPathProblems(
        manifest((m) => (m.metaData.remoteEntry.path = '//evil.example')),
        BASE,
      ),
    ).toEqual([`its remote entry folder '//evil.example' points outside ${BASE}`]);
  });

  it.each([
    'https://evil.example/x.js',
    '//evil.example/x.js',
    'javascript:alert(1)',
    'data:text/javascript,alert(1)',
    '../../x.js',
    'js/../../x.js',
    '/uploads/x.js',
    '',
  ])('refuses the asset %j, in an exposed module or a shared package', (asset) => {
    expect(
      manifestPathProblems(
        manifest((m) => m.exposes[0]?.assets.js.async.push(asset)),
        BASE,
      ),
    ).toEqual([`its asset '${asset}' points outside ${BASE}`]);
    expect(
      manifestPathProblems(
        manifest((m) => m.shared[0]?.assets.css.sync.push(asset)),
        BASE,
      ),
    ).toEqual([`its asset '${asset}' points outside ${BASE}`]);
  });

  it('refuses a shared fallback and remotes of its own', () => {
    expect(
      manifestPathProblems(
        manifest((m) => {
          if (m.shared[0]) m.shared[0].fallback = 'https://evil.example/react.js';
          m.remotes = [{ entry: 'https://evil.example/mf-manifest.json', alias: 'x' }];
        }),
        BASE,
      ),
    ).toEqual([
      `its shared fallback 'https://evil.example/react.js' points outside ${BASE}`,
      `its remotes 'https://evil.example/mf-manifest.json' points outside ${BASE}`,
    ]);
  });

  it('names the first few of a thousand hostile assets, not all of them', () => {
    const problems = manifestPathProblems(
      manifest((m) => {
        if (m.exposes[0])
          m.exposes[0].assets.js.sync = Array.from({ length: 1000 }, (_, i) => `//e${i}.example`);
      }),
      BASE,
    );
    expect(problems).toHaveLength(6);
    expect(problems[5]).toBe('and 995 more such paths');
  });
});
