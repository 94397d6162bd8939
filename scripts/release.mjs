#!/usr/bin/env node
// npm run release -- <remote> [--canary <percent>] [--promote] [--rollback [<version>]] [--list]
//                             [--dir <built folder>] [--target none]
// Builds a remote, checks it, uploads it to the server at RELEASE_URL with the deploy token in
// RELEASE_TOKEN, and makes it live or a canary (docs/behaviour.md#releases). Each step says what
// it did; a refusal ends with the server's message and a non-zero exit.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = ['public', 'blog', 'auth', 'dashboard'];
const USAGE = `Usage:
  npm run release -- <remote>                      build, check, upload, make live
  npm run release -- <remote> --canary <percent>   ... as a canary for that share of visitors
  npm run release -- <remote> --promote            the canary becomes live
  npm run release -- <remote> --rollback [<version>]  the previous live version (or the one named) becomes live
  npm run release -- <remote> --withdraw           the canary is withdrawn
  npm run release -- <remote> --list               versions, live, canary, failure shares, history
Options: --dir <folder> releases an already built folder (no build).
Environment: RELEASE_URL (default http://localhost:8080), RELEASE_TOKEN (a deploy token for the remote).
Remotes: ${REMOTES.join(', ')}`;

class Refusal extends Error {}

function parse(argv) {
  const args = {
    remote: undefined,
    action: 'release',
    percent: undefined,
    version: undefined,
    dir: undefined,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const next = argv[i + 1];
    if (arg === '--canary') {
      if (!next || !/^\d+$/.test(next) || Number(next) < 1 || Number(next) > 100) {
        throw new Refusal('--canary needs a percentage from 1 to 100');
      }
      args.action = 'canary';
      args.percent = Number(next);
      i += 1;
    } else if (arg === '--promote') args.action = 'promote';
    else if (arg === '--withdraw') args.action = 'withdraw';
    else if (arg === '--list') args.action = 'list';
    else if (arg === '--rollback') {
      args.action = 'rollback';
      if (next && !next.startsWith('-')) {
        args.version = next;
        i += 1;
      }
    } else if (arg === '--dir') {
      if (!next) throw new Refusal('--dir needs a folder');
      args.dir = path.resolve(next);
      i += 1;
    } else if (arg === '--help' || arg === '-h') args.action = 'help';
    else if (!arg.startsWith('-') && !args.remote) args.remote = arg;
    else throw new Refusal(`Unknown argument '${arg}'\n\n${USAGE}`);
  }
  return args;
}

const say = (line) => console.log(line);
const percent = (share) => (share === null ? '-' : `${(share * 100).toFixed(1)}%`);

function serverConnection() {
  const envFile = path.join(ROOT, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const base = (process.env.RELEASE_URL || 'http://localhost:8080').replace(/\/+$/, '');
  const token = process.env.RELEASE_TOKEN;
  if (!token) {
    throw new Refusal(
      'RELEASE_TOKEN is not set: ask an administrator for a deploy token for this remote ' +
        '(dashboard, Releases), or run npm run deploy-token -- <remote> on the server',
    );
  }
  return {
    base,
    async call(method, call, body) {
      let response;
      try {
        response = await fetch(`${base}/api/${call}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
        });
      } catch (error) {
        throw new Refusal(
          `The server at ${base} does not answer (${error.cause?.code ?? error.message})`,
        );
      }
      const text = await response.text();
      let answer;
      try {
        answer = JSON.parse(text);
      } catch {
        answer = { msg: text.slice(0, 200) };
      }
      if (!response.ok) throw new Refusal(`Refused (${response.status}): ${answer.msg ?? text}`);
      return answer;
    },
  };
}

/**
 * Every file of the build a release may hold; source maps stay behind, and so do hidden files
 * (the `.build-hash` stamp `npm start` writes beside a build is no part of it).
 */
function readBuild(dir) {
  const files = [];
  let skipped = 0;
  let hidden = 0;
  const walk = (folder, prefix) => {
    for (const entry of readdirSync(folder).sort()) {
      const full = path.join(folder, entry);
      const relative = prefix ? `${prefix}/${entry}` : entry;
      if (entry.startsWith('.')) hidden += 1;
      else if (statSync(full).isDirectory()) walk(full, relative);
      else if (/\.map(\.br|\.gz)?$/.test(entry)) skipped += 1;
      else files.push({ path: relative, bytes: readFileSync(full) });
    }
  };
  walk(dir, '');
  return { files, skipped, hidden };
}

/** The checks the server makes too, made first so a broken build never leaves the machine. */
function checkLocally(dir, files) {
  const names = new Set(files.map((file) => file.path));
  for (const required of ['mf-manifest.json', 'remoteEntry.js']) {
    if (!names.has(required))
      throw new Refusal(`${dir} has no ${required}: is it a remote's build?`);
  }
  let manifest;
  try {
    manifest = JSON.parse(
      files.find((file) => file.path === 'mf-manifest.json').bytes.toString('utf8'),
    );
  } catch {
    throw new Refusal('mf-manifest.json is not JSON');
  }
  if (!(manifest.exposes ?? []).some((expose) => expose.path === './module')) {
    throw new Refusal("The build does not expose './module', which the shell loads");
  }
  return manifest;
}

/**
 * The budget the remote declares in its package.json (`"portal": { "budgetKB": 16 }`): gzip KB a
 * first visit to its routes may load from it. The server adopts it only while it has none for
 * the remote; after that its own setting decides (docs/behaviour.md#releases).
 */
function declaredBudget(remote) {
  const file = path.join(ROOT, `mfe-${remote}`, 'package.json');
  if (!existsSync(file)) return undefined;
  const budget = JSON.parse(readFileSync(file, 'utf8')).portal?.budgetKB;
  if (budget === undefined) return undefined;
  if (typeof budget !== 'number' || !(budget > 0)) {
    throw new Refusal(`${file}: portal.budgetKB must be a number of KB above 0`);
  }
  return budget;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

function list(releases) {
  say(
    `${releases.remote}: live ${releases.live ?? 'none'}${releases.live_since ? ` since ${releases.live_since}` : ''}`,
  );
  say(
    releases.canary
      ? `canary ${releases.canary} for ${releases.canary_percent}% since ${releases.canary_since}`
      : 'no canary',
  );
  if (releases.fixed_url)
    say(
      `REMOTE_${releases.remote.toUpperCase()}_URL overrides the registry: ${releases.fixed_url}`,
    );
  say(
    releases.budget_bytes === null
      ? 'budget: none set (the next release that declares one sets it)'
      : `budget: ${kb(releases.budget_bytes)} gzip on a first visit`,
  );
  say('\nversions (newest first):');
  if (!releases.versions.length) say('  none');
  for (const v of releases.versions) {
    const mark =
      v.version === releases.live ? ' live' : v.version === releases.canary ? ' canary' : '';
    const size =
      v.first_visit_bytes === null ? 'size not measured' : `${kb(v.first_visit_bytes)} gzip`;
    say(
      `  ${v.version}${mark}  ${v.released_at}  by ${v.released_by}${v.commit ? `  commit ${v.commit.slice(0, 10)}` : ''}  ${size}  loads ${v.loads}, failures ${v.failures} (${percent(v.failure_share)})`,
    );
  }
  say('\nhistory (newest first):');
  if (!releases.history.length) say('  none');
  for (const h of releases.history) {
    say(
      `  ${h.at}  ${h.action} ${h.version ?? ''}${h.percent ? ` ${h.percent}%` : ''}  by ${h.actor}${h.detail ? `  (${h.detail})` : ''}`,
    );
  }
}

async function main() {
  const args = parse(process.argv.slice(2));
  if (args.action === 'help') return say(USAGE);
  if (!args.remote) throw new Refusal(`Which remote?\n\n${USAGE}`);
  if (!REMOTES.includes(args.remote)) {
    throw new Refusal(`No remote is called '${args.remote}' (${REMOTES.join(', ')})`);
  }
  const { remote } = args;
  const server = serverConnection();

  if (args.action === 'list') return list(await server.call('GET', `releases/${remote}`));
  if (args.action === 'promote' || args.action === 'withdraw') {
    const answer = await server.call('POST', `releases/${remote}/${args.action}`);
    return say(answer.msg);
  }
  if (args.action === 'rollback') {
    const answer = await server.call(
      'POST',
      `releases/${remote}/rollback`,
      args.version ? { version: args.version } : {},
    );
    return say(answer.msg);
  }

  let dir = args.dir;
  if (!dir) {
    say(`Building mfe-${remote} (production)...`);
    const started = Date.now();
    const build = spawnSync('npm', ['run', 'build', '-w', `mfe-${remote}`], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Refusal(`The build of mfe-${remote} failed`);
    dir = path.join(ROOT, `mfe-${remote}`, 'dist');
    say(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s: ${dir}`);
  }
  if (!existsSync(dir)) throw new Refusal(`${dir} does not exist`);
  const { files, skipped, hidden } = readBuild(dir);
  checkLocally(dir, files);
  const bytes = files.reduce((sum, file) => sum + file.bytes.length, 0);
  say(
    `Checked: ${files.length} files, ${(bytes / 1024).toFixed(1)} KB, exposes ./module` +
      (skipped ? ` (${skipped} source maps left out)` : '') +
      (hidden ? ` (${hidden} hidden files left out)` : ''),
  );
  const budget = declaredBudget(remote);
  const { revision } = await server.call('GET', `releases/${remote}`);
  say(`Uploading to ${server.base}...`);
  const started = Date.now();
  const answer = await server.call('POST', `releases/${remote}/versions`, {
    files: files.map((file) => ({ path: file.path, data: file.bytes.toString('base64') })),
    commit: gitCommit(),
    target: args.action === 'canary' ? 'canary' : 'live',
    ...(args.percent ? { percent: args.percent } : {}),
    base_revision: revision,
    ...(budget !== undefined ? { budget_kb: budget } : {}),
  });
  say(
    `Uploaded in ${((Date.now() - started) / 1000).toFixed(2)} s: version ${answer.version}${answer.created ? '' : ' (already registered)'}`,
  );
  say(answer.msg);
  const released = answer.releases.versions.find((v) => v.version === answer.version);
  if (released?.first_visit_bytes != null) {
    say(
      `A first visit loads ${kb(released.first_visit_bytes)} gzip from it` +
        (answer.releases.budget_bytes === null
          ? ' (no budget set)'
          : ` (budget ${kb(answer.releases.budget_bytes)})`),
    );
  }
}

main().catch((error) => {
  console.error(error instanceof Refusal ? error.message : error);
  process.exit(1);
});
