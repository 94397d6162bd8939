// Runs `npm install` when node_modules is missing or older than the manifests, so that
// `npm start` and `npm test` work on a fresh clone; a no-op (a few ms) otherwise.
// Uses only Node's built-ins: it runs before anything is installed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stampFile = join(root, 'node_modules', '.install-stamp');

function manifestHash() {
  const hash = createHash('sha256');
  const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const files = ['package.json', 'package-lock.json'];
  for (const workspace of rootManifest.workspaces ?? [])
    files.push(join(workspace, 'package.json'));
  for (const file of files) {
    const path = join(root, file);
    hash.update(file).update(existsSync(path) ? readFileSync(path) : '');
  }
  return hash.digest('hex');
}

const current = manifestHash();
const stamped = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
if (stamped !== current) {
  console.log('Installing dependencies (npm install)...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['install', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // npm install may rewrite the lockfile: stamp what is there now.
  writeFileSync(stampFile, manifestHash() + '\n');
}
