import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..', '..');

/** A copy of a remote's production build, changed for a test, in a folder of its own. */
export interface BuildCopy {
  dir: string;
  remove(): void;
}

/**
 * Copies `mfe-<remote>/dist` and replaces every `from` with `to` in its JavaScript, the server
 * bundle's too (so the content, hence the version, changes). The compressed copies of a changed file are dropped:
 * they would still hold the old text, and the server serves them to browsers that accept them.
 */
export function copyBuild(
  remote: string,
  replacements: readonly [from: string, to: string][] = [],
): BuildCopy {
  const dir = mkdtempSync(join(tmpdir(), `vet-e2e-${remote}-`));
  cpSync(join(ROOT, `mfe-${remote}`, 'dist'), dir, { recursive: true });
  // What `npm start` writes beside the build to know it is up to date: not part of a release.
  rmSync(join(dir, '.build-hash'), { force: true });
  let changed = 0;
  // The browser's files and the server bundle (server/module.js), which renders the same text.
  const scripts = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) =>
    name.endsWith('.js'),
  );
  for (const name of scripts) {
    const file = join(dir, name);
    const text = readFileSync(file, 'utf8');
    let next = text;
    for (const [from, to] of replacements) next = next.split(from).join(to);
    if (next === text) continue;
    writeFileSync(file, next);
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
    changed += 1;
  }
  if (replacements.length > 0 && changed === 0)
    throw new Error(`None of ${replacements.map(([from]) => from).join(', ')} is in the build`);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Changes the copied build's mf-manifest.json (the gate reads what it requires from there). */
export function editManifest(build: BuildCopy, edit: (manifest: Manifest) => void): void {
  const file = join(build.dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  edit(manifest);
  writeFileSync(file, JSON.stringify(manifest));
  rmSync(`${file}.br`, { force: true });
  rmSync(`${file}.gz`, { force: true });
}

export interface Manifest {
  shared: { name: string; requiredVersion?: string; version?: string }[];
  [key: string]: unknown;
}

export interface CommandResult {
  code: number;
  output: string;
}

/** `npm run release -- <args>` as a team runs it, against `url` with `token`. */
export function release(url: string, token: string, args: string[]): Promise<CommandResult> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [join(ROOT, 'scripts', 'release.mjs'), ...args],
      {
        cwd: ROOT,
        env: { ...process.env, RELEASE_URL: url, RELEASE_TOKEN: token },
        timeout: 60_000,
        maxBuffer: 10 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        done({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}
