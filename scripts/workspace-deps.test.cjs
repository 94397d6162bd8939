// Each workspace's package.json declares what its files import, with ranges that accept the
// versions the root pins (scripts/lib/workspace-deps.cjs says why).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { afterEach, describe, expect, test } = require('@jest/globals');
const { rangeAccepts, checkWorkspaceDependencies } = require('./lib/workspace-deps.cjs');

const root = path.join(__dirname, '..');

test('every workspace declares what it imports, with ranges the root pins satisfy', () => {
  expect(checkWorkspaceDependencies(root)).toEqual([]);
});

describe('rangeAccepts', () => {
  test.each([
    ['^19.3.1', '19.3.1', true],
    ['^19.3.1', '19.9.0', true],
    ['^19.3.1', '19.3.0', false],
    ['^20.0.0', '19.3.1', false],
    ['^1.0.0', '2.0.0', false],
    ['^0.28.18', '0.28.20', true],
    ['^0.28.18', '0.29.0', false],
    ['^0.0.3', '0.0.4', false],
    ['19.3.1', '19.3.1', true],
    ['19.3.1', '19.3.2', false],
  ])('%s accepts %s: %s', (range, version, accepted) => {
    expect(rangeAccepts(range, version)).toBe(accepted);
  });

  test('what is not a range is not judged', () => {
    expect(rangeAccepts('latest', '19.3.1')).toBeNull();
    expect(rangeAccepts('^19.x.y.z', '19.3.1')).toBeNull();
  });
});

describe('a monorepo whose package.json files disagree with their imports', () => {
  let dir;
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  function write(file, content) {
    const full = path.join(dir, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, typeof content === 'string' ? content : JSON.stringify(content));
  }

  test('is told each disagreement', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'workspace-deps-'));
    write('package.json', {
      workspaces: ['lib', 'app'],
      dependencies: { react: '19.3.1', zod: '4.6.7' },
      devDependencies: { jest: '30.5.2' },
    });
    write('lib/package.json', { name: 'lib', version: '1.2.0' });
    write('lib/src/index.ts', "export { z } from 'zod';\nimport 'node:fs';\nimport './local';\n");
    write('app/package.json', {
      name: 'app',
      version: '0.1.0',
      dependencies: { lib: '^2.0.0', react: '^20.0.0' },
      devDependencies: { jest: '^30.5.2', zod: '^4.6.7', left: '^1.0.0' },
    });
    write('app/src/page.tsx', "import { z } from 'zod';\nexport const page = <p>{z}</p>;\n");
    write('app/src/page.test.ts', "import { expect } from 'jest';\nimport 'lib/testing';\n");
    write(
      'app/src/testing/helper.ts',
      "const { fetch } = require('undici');\nmodule.exports = fetch;\n",
    );

    expect(checkWorkspaceDependencies(dir)).toEqual([
      'lib: src/index.ts imports zod, which lib/package.json does not declare (add it to dependencies)',
      'app: src/page.tsx ships and imports zod, which app/package.json declares only in devDependencies (move it to dependencies)',
      'app: src/testing/helper.ts imports undici, which app/package.json does not declare (add it to devDependencies)',
      'app: lib "^2.0.0" does not accept 1.2.0, the version in lib/package.json (npm would install a second copy)',
      'app: react "^20.0.0" does not accept 19.3.1, the version in the root package.json (npm would install a second copy)',
      'app: left is declared but not pinned in the root package.json (the root keeps the one installed version)',
    ]);
  });
});
