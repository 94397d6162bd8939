// Browser tests of the composed site: the real server, the real builds, Debian's Chromium.
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }],
  },
  testMatch: ['<rootDir>/src/**/*.e2e.ts'],
  testTimeout: 60_000,
  maxWorkers: 1,
};
