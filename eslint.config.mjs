// Long on purpose: every boundary of the monorepo in one place, next to the rules it builds on.
// One lint config for the monorepo. Besides the usual TypeScript and hooks rules (with the
// type-aware ones that catch a forgotten promise) it keeps the import boundaries, all one way:
//   packages:  shared-data -> shared-ui -> mfe-* and dev-host -> shell; no front end imports
//              the server
//   a remote:  src/shared -> src/features/<one feature> -> src/app; features never import each other
//   the shell: src/shared -> its parts -> src/app -> src/index.tsx and src/server
//   server:    core -> repositories -> services -> routes; plugins implement core; render,
//              seed, tools and cli each have their row in serverLayers; a folder of services/
//              with an index.ts (a domain, services/booking/) is entered only through it.
//   e2e/bench: the product from outside (browser, HTTP); shared-data's contract at most.
// A remote never imports another remote or the shell; shared-ui fetches nothing. The folders
// are read from the tree, so a new feature, part, layer or remote is covered without editing
// this file (a new top folder of server/src stops lint until it has its row).
// Import cycles are refused by scripts/check-cycles.mjs, which `npm run lint` runs first.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const root = import.meta.dirname;
const folders = (dir) =>
  readdirSync(path.join(root, dir)).filter((name) =>
    statSync(path.join(root, dir, name)).isDirectory(),
  );
const exists = (dir) => {
  try {
    return statSync(path.join(root, dir)).isDirectory();
  } catch {
    return false;
  }
};
const existsFile = (file) => {
  try {
    return statSync(path.join(root, file)).isFile();
  } catch {
    return false;
  }
};

const remotes = folders('.').filter((name) => name.startsWith('mfe-'));
const apps = [...remotes, 'shell'];
/** Every workspace of the repository (a folder with a package.json), and bench. */
const packages = [
  ...folders('.').filter((name) => {
    try {
      return statSync(path.join(root, name, 'package.json')).isFile();
    } catch {
      return false;
    }
  }),
  'bench',
];
/** What runs in a browser (or renders for one); none of it imports the server. */
const frontEnds = [...apps, 'shared-ui', 'shared-data', 'dev-host'];

/** Bare and relative specifiers that reach into a package. */
const reach = (pkg) => [pkg, `${pkg}/*`, `**/${pkg}/**`];

/** Reached through shared-ui (routing) and shared-data (state, sagas, HTTP): see webpack/shared-modules.cjs. */
const viaSharedPackages = {
  group: [
    'react-router',
    'react-router-dom',
    'react-intl',
    '@reduxjs/toolkit',
    'redux-saga',
    'redux-saga/*',
    'axios',
  ],
  message:
    'Import routing and messages from shared-ui and redux, redux-saga and HTTP from shared-data, so each library loads once.',
};

/** Apps reach the shared packages through their package names, never by a path into them. */
const byPackageName = {
  group: ['**/shared-data/src/**', '**/shared-ui/src/**'],
  message:
    "Import 'shared-data' / 'shared-ui' by package name: a path into them would bundle a second copy beside the shared instance.",
};

const restrict = (forbidden, message, extra = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [{ group: forbidden.flatMap(reach), message }, ...extra],
    },
  ],
});

/**
 * Inside each remote: features never import each other, the remote's shared folder imports no
 * feature, and nothing but the app (and tests, for its testing helpers) imports src/app.
 */
function remoteZones(remote, { tests = false } = {}) {
  const src = `${remote}/src`;
  const features = exists(`${src}/features`) ? folders(`${src}/features`) : [];
  const message = 'Features never import each other: move what two features share to src/shared.';
  const featureZones = features.map((feature) => ({
    target: `${src}/features/${feature}`,
    from: `${src}/features`,
    except: [`./${feature}`],
    message,
  }));
  // A test may render the whole remote (src/app) to exercise its feature as the shell does.
  if (tests) return featureZones;
  return [
    ...featureZones,
    {
      target: `${src}/shared`,
      from: [`${src}/features`, `${src}/app`],
      message: "A remote's shared folder builds on no feature and not on the app.",
    },
    {
      target: `${src}/features`,
      from: `${src}/app`,
      except: ['./testing'],
      message: 'The app combines features; a feature does not import the app.',
    },
  ];
}

/**
 * The shell's parts (every folder of shell/src but the entries and shared/) know nothing of each
 * other; app/ combines them, and index.tsx (the browser's start) and server/ (the server
 * bundle's) start app/. shared/ is what two or more parts use: it imports none of them.
 */
const shellEntries = ['app', 'server'];
const shellParts = folders('shell/src').filter(
  (name) => !shellEntries.includes(name) && name !== 'shared',
);
const shellZones = [
  ...shellParts.map((part) => ({
    target: `shell/src/${part}`,
    from: [
      ...shellParts.filter((other) => other !== part).map((other) => `shell/src/${other}`),
      ...shellEntries.map((entry) => `shell/src/${entry}`),
      'shell/src/index.tsx',
    ],
    message: "The shell's parts import none of each other; shell/src/app combines them.",
  })),
  {
    target: 'shell/src/shared',
    from: [...shellParts, ...shellEntries].map((name) => `shell/src/${name}`),
    message: "The shell's shared folder builds on none of its parts.",
  },
  { target: 'shell/src/app', from: 'shell/src/index.tsx', message: 'index.tsx starts the app.' },
];

/** The server's layers, lowest first; each may import only the ones listed for it. */
const serverLayers = {
  core: [],
  // What the server writes to people, in their language (its catalogue: scripts/catalogues).
  i18n: [],
  migrations: [],
  repositories: ['core'],
  services: ['core', 'repositories', 'i18n'],
  // Page composition: the shell's page, the data a page needs, the isolates.
  render: ['core', 'config.ts', 'repositories', 'services'],
  routes: ['core', 'services', 'render'],
  plugins: ['core', 'config.ts', 'migrations', 'render'],
  seed: ['core', 'repositories', 'services'],
  // The operator's commands work on the stores the plugins open, outside a running server.
  tools: ['core', 'config.ts', 'migrations', 'plugins'],
  cli: ['core', 'config.ts', 'app.ts', 'tools'],
  'config.ts': ['core'],
};
/** Where the server is put together: these may import any layer. */
const serverComposers = ['app.ts', 'main.ts', 'dev.ts', 'testing'];
/** Every folder and module at the top of server/src (tests aside), read from the tree. */
const serverEntries = readdirSync(path.join(root, 'server/src')).filter(
  (name) => !/\.test\.tsx?$/.test(name),
);
for (const entry of serverEntries) {
  if (!(entry in serverLayers) && !serverComposers.includes(entry))
    throw new Error(
      `server/src/${entry} has no row in serverLayers (eslint.config.mjs): say which layers it may import, as server/README.md does.`,
    );
}
const serverZones = Object.entries(serverLayers).map(([layer, allowed]) => ({
  target: `server/src/${layer}`,
  from: serverEntries
    .filter((other) => other !== layer && !allowed.includes(other))
    .map((other) => `server/src/${other}`),
  message: `server/src/${layer} may import only ${allowed.length ? allowed.join(', ') : 'libraries and shared-data/contract'} (routes -> services -> repositories -> core; plugins implement core; server/README.md).`,
}));

/**
 * A folder of server/src/services with an index.ts is one domain (services/booking/): the rest
 * of the server enters it only through that index; its other files are its own business.
 */
const serviceDomains = folders('server/src/services').filter((name) =>
  existsFile(`server/src/services/${name}/index.ts`),
);
const domainZones = serviceDomains.map((domain) => ({
  target: [
    ...serverEntries.filter((entry) => entry !== 'services').map((entry) => `server/src/${entry}`),
    'server/src/services/*.ts',
    ...folders('server/src/services')
      .filter((other) => other !== domain)
      .map((other) => `server/src/services/${other}`),
  ],
  from: `server/src/services/${domain}`,
  except: ['./index.ts'],
  message: `Import server/src/services/${domain} through its index.ts (server/README.md).`,
}));

/**
 * The server is reached over HTTP: no front end imports its source, tests included, by a
 * relative path or by its package name (both resolve into server/).
 */
const noServerZones = frontEnds.map((pkg) => ({
  target: pkg,
  from: 'server',
  message: `${pkg} runs in the browser: it never imports the server's source; a test reaches the server over HTTP.`,
}));

/**
 * e2e/ and bench/ reach the product from outside: through the browser and HTTP (e2e/README.md).
 * They may import shared-data's contract (the route table, the privacy notice's text) so a
 * renamed route fails there too, and their own helpers; bench also e2e's helpers (the site on
 * a free port, the browser) and the server, whose layers it measures in process (the API by
 * inject, backup, image processing).
 */
const outsideZones = [
  {
    target: 'e2e',
    from: packages.filter((pkg) => !['e2e', 'shared-data'].includes(pkg)),
    message:
      "e2e tests the site from outside: through the browser, HTTP and mail; it imports no package's source (e2e/README.md).",
  },
  {
    target: 'bench',
    from: packages.filter((pkg) => !['bench', 'server', 'shared-data', 'e2e'].includes(pkg)),
    message:
      "bench reaches the front end only through the browser: it imports no app's or shared-ui's source.",
  },
  ...['e2e', 'bench'].map((target) => ({
    target,
    from: 'shared-data',
    // By package name, 'shared-data/contract' resolves to its build.
    except: ['./src/contract', './dist/contract'],
    message: `${target} may import only shared-data's contract (routes, texts), never its client or store.`,
  })),
  {
    target: 'bench',
    from: 'e2e',
    except: ['./src/testing'],
    message: 'bench may import only the helpers of e2e/src/testing.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'data/**',
      'test-results/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: {
      parserOptions: {
        // Each file is checked with the tsconfig of its package.
        projectService: {
          allowDefaultProject: ['jest.setup.ts', 'types/*.d.ts'],
          defaultProject: 'tsconfig.base.json',
        },
        tsconfigRootDir: root,
      },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // A promise nobody awaits loses its failure: await it, or hand it to something that
      // reports the failure, or mark a deliberate fire-and-forget with `void`.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-condition': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/prefer-promise-reject-errors': 'error',
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
    },
  },
  {
    // Folder boundaries inside a package, resolved to real paths (relative imports included).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json', '.svg', '.html'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...remotes.flatMap((r) => remoteZones(r)),
            ...shellZones,
            ...serverZones,
            ...domainZones,
            ...noServerZones,
            ...outsideZones,
          ],
        },
      ],
    },
  },
  {
    // Teardown guards (`await site?.stop()`) are there for a setup that failed half-way, which
    // the types cannot know; in tests the rule would only push them out.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', '**/testing/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-unnecessary-condition': 'off' },
  },
  {
    // Tests drive their unit through whatever sets it up (the app, the testing helpers, the
    // database), but a feature's tests still stay out of other features.
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [...remotes.flatMap((r) => remoteZones(r, { tests: true })), ...noServerZones],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['**/*.{js,cjs,mjs}'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['shared-data/**/*.{ts,tsx}'],
    rules: restrict(
      [...apps, 'shared-ui', 'dev-host'],
      'shared-data is the bottom layer: it imports no app and no UI.',
    ),
  },
  {
    files: ['dev-host/**/*.{ts,tsx}'],
    rules: restrict(
      apps,
      'dev-host is what a remote runs in alone: it builds on shared-ui and shared-data, and the remote hands it its module.',
      [viaSharedPackages, byPackageName],
    ),
  },
  {
    files: ['shared-ui/**/*.{ts,tsx}'],
    rules: {
      ...restrict([...apps, 'dev-host'], 'shared-ui imports no app: apps import shared-ui.', [
        {
          group: ['axios', 'shared-data/client', '**/shared-data/src/client/**'],
          message: 'shared-ui fetches nothing: data comes in through props and selectors.',
        },
      ]),
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'shared-ui fetches nothing.' },
        { name: 'XMLHttpRequest', message: 'shared-ui fetches nothing.' },
      ],
    },
  },
  ...remotes.flatMap((remote) => {
    const others = [...remotes.filter((r) => r !== remote), 'shell'];
    const message =
      'A remote imports only shared-ui and shared-data; other remotes are reached at runtime.';
    return [
      {
        files: [`${remote}/**/*.{ts,tsx}`],
        rules: restrict(others, message, [viaSharedPackages, byPackageName]),
      },
      // Tests may drive the libraries directly (runSaga, MemoryRouter), never another remote.
      {
        files: [`${remote}/**/*.test.{ts,tsx}`],
        rules: restrict(others, message, [byPackageName]),
      },
    ];
  }),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: restrict(
      [...remotes, 'dev-host'],
      'The shell loads remotes at runtime, by their manifests; it never imports their source.',
      [viaSharedPackages, byPackageName],
    ),
  },
  {
    files: ['shell/**/*.test.{ts,tsx}'],
    rules: restrict(
      [...remotes, 'dev-host'],
      'The shell loads remotes at runtime, by their manifests; it never imports their source.',
    ),
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict([...apps, 'shared-ui'], 'The server imports only shared-data/contract.', [
      {
        regex: '^shared-data(/(?!contract$).*)?$',
        message: 'The server imports only shared-data/contract (no React, no axios).',
      },
    ]),
  },
);
