// Every unit, component and server test of the monorepo, one jest project per package.
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
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  moduleNameMapper: {
    '^shared-ui$': '<rootDir>/../shared-ui/src/index.ts',
    '^shared-ui/testing$': '<rootDir>/../shared-ui/src/testing/index.ts',
    '^shared-ui/(.*)$': '<rootDir>/../shared-ui/src/$1',
    '^shared-data$': '<rootDir>/../shared-data/src/index.ts',
    '^shared-data/(.*)$': '<rootDir>/../shared-data/src/$1',
  },
  setupFilesAfterEnv: environment === 'jsdom' ? ['<rootDir>/../jest.setup.ts'] : [],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/dev/**/*.test.{ts,tsx}'],
  clearMocks: true,
});

module.exports = {
  // One worker per core (jest's default leaves one idle: on a 2-core machine that is half).
  // Much of a test's time is spent waiting on a database, a child server or a timer.
  maxWorkers: '100%',
  projects: [
    ...browserPackages.map((name) => project(name, 'jsdom')),
    {
      ...project('server', 'node'),
      globalSetup: '<rootDir>/jest.global-setup.cjs',
      // 30 s for a test or a hook (a test builds the whole app, often two).
      setupFilesAfterEnv: ['<rootDir>/jest.setup.cjs'],
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
