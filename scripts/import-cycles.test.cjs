// The cycle check `npm run lint` runs (scripts/check-cycles.mjs), on small trees written here.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { afterEach, expect, test } = require('@jest/globals');
const { findImportCycles } = require('./lib/import-cycles.cjs');

let dir;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A tree of files under a new temporary folder. */
function tree(files) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const tsconfig = JSON.stringify({
  compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', strict: true },
});

test('a cycle through three modules is found, as the chain that makes it', () => {
  const root = tree({
    'tsconfig.json': tsconfig,
    'src/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
    'src/b.ts': "export { c as b } from './parts/c';\n",
    'src/parts/c.ts': "import { a } from '../a';\nexport const c = () => a;\n",
    'src/d.ts': "import { a } from './a';\nexport const d = a;\n",
  });
  const { cycles, files, imports } = findImportCycles(root);
  expect(files).toBe(4);
  expect(imports).toBe(4);
  expect(cycles).toEqual([
    [
      path.join('src', 'a.ts'),
      path.join('src', 'b.ts'),
      path.join('src', 'parts', 'c.ts'),
      path.join('src', 'a.ts'),
    ],
  ]);
});

test('a lazy import() and a require() close a cycle too; a module importing itself is one', () => {
  const root = tree({
    'tsconfig.json': tsconfig,
    'a.ts': "import { b } from './b';\nexport const a = b;\n",
    'b.ts': "export const b = () => import('./a');\n",
    'c.cjs': "module.exports = require('./d.cjs');\n",
    'd.cjs': "module.exports = () => require('./c.cjs');\n",
    'e.ts': "import * as self from './e';\nexport const e = self;\n",
  });
  expect(findImportCycles(root).cycles.sort()).toEqual([
    ['a.ts', 'b.ts', 'a.ts'],
    ['c.cjs', 'd.cjs', 'c.cjs'],
    ['e.ts', 'e.ts'],
  ]);
});

test('type-only imports are erased by the compiler and close no cycle', () => {
  const root = tree({
    'tsconfig.json': tsconfig,
    'a.ts': "import { b } from './b';\nexport interface A { n: number }\nexport const a = b;\n",
    'b.ts': "import type { A } from './a';\nexport const b: A = { n: 1 };\n",
    'c.ts':
      "import { type A } from './a';\nexport type { A as C } from './a';\nexport const c: A | null = null;\n",
    'd.ts': "export const d: typeof import('./a') | null = null;\n",
  });
  expect(findImportCycles(root).cycles).toEqual([]);
});

test('imports are resolved as the compiler does: paths of tsconfig.json, index files', () => {
  const root = tree({
    'tsconfig.json': JSON.stringify({
      compilerOptions: {
        module: 'ESNext',
        moduleResolution: 'Bundler',
        paths: { '@lib/*': ['./lib/*'] },
      },
    }),
    'app/main.ts': "import { lib } from '@lib/index';\nexport const main = lib;\n",
    'lib/index.ts': "import { main } from '../app/main';\nexport const lib = () => main;\n",
    'other/x.ts': "import { lib } from '../lib';\nexport const x = lib;\n",
  });
  expect(findImportCycles(root).cycles).toEqual([
    [path.join('app', 'main.ts'), path.join('lib', 'index.ts'), path.join('app', 'main.ts')],
  ]);
});

test('node_modules and build output are not read', () => {
  const root = tree({
    'tsconfig.json': tsconfig,
    'a.ts': "import { b } from './dist/b';\nexport const a = b;\n",
    'dist/b.ts': "import { a } from '../a';\nexport const b = () => a;\n",
    'node_modules/x/index.ts': "import './y';\n",
    'node_modules/x/y.ts': "import './index';\n",
  });
  expect(findImportCycles(root)).toEqual({ cycles: [], files: 1, imports: 0 });
});
