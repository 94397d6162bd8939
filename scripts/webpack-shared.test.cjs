// What each build says, in its dist/mf-manifest.json, about the shared singletons: the version
// it provides (installed) and the range it requires (its own package.json), which the server's
// compatibility gate compares (webpack.base.cjs).
const path = require('node:path');
const { describe, expect, test } = require('@jest/globals');
const { sharedConfig } = require('../webpack.base.cjs');
const { rangeAccepts } = require('./lib/workspace-deps.cjs');

const root = path.join(__dirname, '..');
const rootPackage = require('../package.json');
const APPS = ['shell', 'mfe-public', 'mfe-blog', 'mfe-auth', 'mfe-dashboard'];
const WORKSPACE_SINGLETONS = ['shared-data', 'shared-ui'];

const packageOf = (request) => (request.startsWith('@') ? request : request.split('/')[0]);

describe.each(APPS)('%s', (app) => {
  const appPackage = require(path.join(root, app, 'package.json'));
  const shared = sharedConfig(appPackage);

  test('provides the installed versions: the root pins, the shared packages own', () => {
    for (const [request, config] of Object.entries(shared)) {
      const pkg = packageOf(request);
      const installed = WORKSPACE_SINGLETONS.includes(pkg)
        ? require(path.join(root, pkg, 'package.json')).version
        : rootPackage.dependencies[pkg];
      expect({ request, version: config.version }).toEqual({ request, version: installed });
      expect(config.singleton).toBe(true);
    }
  });

  test('requires the ranges its package.json declares, which its own versions satisfy', () => {
    for (const [request, config] of Object.entries(shared)) {
      const declared = appPackage.dependencies[packageOf(request)];
      if (declared)
        expect({ request, required: config.requiredVersion }).toEqual({
          request,
          required: declared,
        });
      expect({ request, accepted: rangeAccepts(config.requiredVersion, config.version) }).toEqual({
        request,
        accepted: true,
      });
    }
  });
});

test('a remote that needs another react says so, and still provides the installed one', () => {
  const shared = sharedConfig({
    name: 'mfe-next',
    dependencies: { react: '^20.0.0', 'shared-data': '^1.4.0', 'shared-ui': '^1.0.0' },
  });
  expect(shared.react).toEqual({ singleton: true, requiredVersion: '^20.0.0', version: '19.3.1' });
  expect(shared['react/jsx-runtime'].requiredVersion).toBe('^20.0.0');
  expect(shared['shared-data'].requiredVersion).toBe('^1.4.0');
});

test("a singleton the app reaches only through shared-ui is required in shared-ui's range", () => {
  const sharedUi = require('../shared-ui/package.json');
  const shared = sharedConfig({ name: 'mfe-lean', dependencies: { 'shared-ui': '^1.0.0' } });
  expect(shared['react-toastify'].requiredVersion).toBe(sharedUi.dependencies['react-toastify']);
  // Declared by nobody on the way: a caret of the version installed.
  expect(shared['react-dom/client'].requiredVersion).toBe(
    `^${rootPackage.dependencies['react-dom']}`,
  );
});
