// Builds for production each app whose inputs changed since its last build, so `npm start`
// after a pull rebuilds only what moved. An app's inputs: its own files, the shared packages,
// the root build config (webpack.base.cjs and webpack/) and the lockfile. A stamp in dist/
// records the hash of the last build.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SHARED = ['shared-ui', 'shared-data'];
const ROOT_FILES = [
  'package-lock.json',
  'webpack.base.cjs',
  'tsconfig.base.json',
  'shell/index.html',
  'scripts/server-public-path.cjs',
];
// The server first: it is quick, and the site is useless without it.
const APPS = [
  { name: 'server', inputs: ['server', 'shared-data/src/contract'] },
  ...['shell', 'mfe-public', 'mfe-blog', 'mfe-auth', 'mfe-dashboard'].map((name) => ({
    name,
    inputs: [name, ...SHARED],
  })),
];
const SKIP = new Set(['node_modules', 'dist', 'coverage', '.swc']);
const STAMP = '.build-hash';

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (!/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.md')) yield path;
  }
}

function inputHash(app) {
  const hash = createHash('sha256');
  const paths = [...ROOT_FILES.map((f) => join(root, f)), ...files(join(root, 'webpack'))];
  for (const input of app.inputs) paths.push(...files(join(root, input)));
  for (const path of paths.sort()) {
    if (!existsSync(path) || !statSync(path).isFile()) continue;
    hash.update(relative(root, path)).update(readFileSync(path));
  }
  return hash.digest('hex');
}

const force = process.argv.includes('--force');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
for (const app of APPS) {
  const stampPath = join(root, app.name, 'dist', STAMP);
  const hash = inputHash(app);
  if (!force && existsSync(stampPath) && readFileSync(stampPath, 'utf8').trim() === hash) {
    console.log(`${app.name}: up to date`);
    continue;
  }
  console.log(`${app.name}: building...`);
  const started = Date.now();
  const result = spawnSync(npm, ['run', 'build', '-w', app.name], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${app.name}: build failed`);
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampPath, hash + '\n');
  console.log(`${app.name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
