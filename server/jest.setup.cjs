/* global jest */
// A server test builds the whole app (migrations, plugins) and often two; on a busy 2-core
// machine that alone can pass jest's default 5 s. A test that hangs still fails. (A project's
// `testTimeout` in jest.config.cjs is not applied: jest reads it from the top-level config only.)
jest.setTimeout(30_000);
