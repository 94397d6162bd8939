// `npm run typecheck` is one `tsc -b` over tsconfig.typecheck.json (scripts/typecheck.mjs): it
// checks a package only if the root references it.
const fs = require('node:fs');
const path = require('node:path');
const { expect, test } = require('@jest/globals');
const ts = require('typescript');

const root = path.join(__dirname, '..');
const read = (file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

test('tsconfig.typecheck.json references every workspace and bench, and checks nothing itself', () => {
  const config = read('tsconfig.typecheck.json');
  const expected = [...read('package.json').workspaces, 'bench'].sort();
  expect(config.files).toEqual([]);
  expect(config.references.map((r) => r.path).sort()).toEqual(expected);
});

test('each project keeps its own incremental state under node_modules/.cache', () => {
  const states = read('tsconfig.typecheck.json').references.map(({ path: dir }) => {
    const file = path.join(root, dir, 'tsconfig.json');
    const { options } = ts.getParsedCommandLineOfConfigFile(
      file,
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: () => undefined,
      },
    );
    expect(options.incremental).toBe(true);
    expect(options.noEmit).toBe(true);
    expect(options.strict).toBe(true);
    return path.relative(root, options.tsBuildInfoFile);
  });
  for (const state of states)
    expect(state.startsWith(path.join('node_modules', '.cache'))).toBe(true);
  expect(new Set(states).size).toBe(states.length);
});
