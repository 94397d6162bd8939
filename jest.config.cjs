// Every unit, component and server test of the monorepo, one jest project per package.
const os = require('node:os');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const browserPackages = [
  'shared-ui',
  'shared-data',
  'dev-host',
  'shell',
  'mfe-public',
  'mfe-blog',
  'mfe-auth',
  'mfe-dashboard',
];

const project = (name, environment) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: environment,
  transform: {
    '^.+\\.(t|j)sx?$': swc,
    '^.+\\.mjs$': swc,
    // `import markup from './art.svg?source'` (the text, as webpack's asset/source gives it).
    '^.+\\.svg$': '<rootDir>/../scripts/jest-svg-source.cjs',
  },
  moduleNameMapper: {
    '^(.+\\.svg)\\?source$': '$1',
    // A part of a catalogue (webpack/catalogue-part-loader.cjs) is, in tests, the whole of it.
    '^(.+\\.json)\\?part=\\w+$': '$1',
    '^shared-ui$': '<rootDir>/../shared-ui/src/index.ts',
    '^shared-ui/testing$': '<rootDir>/../shared-ui/src/testing/index.ts',
    '^shared-ui/(.*)$': '<rootDir>/../shared-ui/src/$1',
    '^shared-data$': '<rootDir>/../shared-data/src/index.ts',
    '^shared-data/(.*)$': '<rootDir>/../shared-data/src/$1',
  },
  // react-intl and its FormatJS parts are published as ES modules only: swc makes them CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat)/)'],
  setupFilesAfterEnv: environment === 'jsdom' ? ['<rootDir>/../jest.setup.ts'] : [],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/dev/**/*.test.{ts,tsx}'],
  clearMocks: true,
});

module.exports = {
  // One worker per core (jest's default, one fewer than the cores, leaves half of a 2-core
  // machine idle). Three for two cores ran the server tests in 8 min 50 s against 10 min 9 s,
  // but the whole suite has not yet run so; jest reads a percentage over 100% as a count of
  // workers ('150%' is 150), so a larger share must be written as a number.
  maxWorkers: os.availableParallelism(),
  // What a test and its hooks may take. A server test builds the whole app (migrations,
  // plugins) and often two; a screen's test waits up to 5 s for each thing it looks for
  // (jest.setup.ts). On a busy 2-core machine either passes jest's default 5 s; a test that
  // hangs still fails. A global option: set inside a project, jest ignores it.
  testTimeout: 30_000,
  projects: [
    ...browserPackages.map((name) => project(name, 'jsdom')),
    {
      ...project('server', 'node'),
      globalSetup: '<rootDir>/jest.global-setup.cjs',
    },
    // The monorepo's own checks: workspace dependencies, the shared packages' public API.
    {
      displayName: 'scripts',
      rootDir: '<rootDir>/scripts',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/**/*.test.cjs'],
      transform: {},
    },
  ],
};
