/* global jest */
// A server test builds the whole app (migrations, plugins) and often two; on a busy 2-core
// machine that alone can pass jest's default 5 s. A test or hook that hangs still fails.
// (`testTimeout` is one of jest's global options: set in a project it is ignored.)
jest.setTimeout(30_000);
