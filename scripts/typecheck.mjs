// `npm run typecheck`: one `tsc -b` over the references of tsconfig.typecheck.json (every
// workspace and bench), or over one package's tsconfig.json when run from its folder (`npm run
// typecheck -w shell`). The root's list is not named tsconfig.json, so editors and ESLint, which
// look for the nearest tsconfig.json, keep to each package's own. Each project keeps its
// incremental state in node_modules/.cache/typecheck, so a run after a small change rechecks
// only what the change touches.
//
// tsc -b judges a project up to date by the files its own tsconfig includes. A package's program
// also holds the sources it imports from other packages (shared-data, shared-ui), which no
// reference names, so a change there would go unseen. So before tsc runs, a project whose state
// is older than any file of its last program is marked out of date (the state file's time is set
// back); tsc then rechecks it from that state, file by file.
//   node scripts/typecheck.mjs [tsconfig.json] [tsc -b options, e.g. --verbose]
import { existsSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const ts = require('typescript');

const args = process.argv.slice(2);
const config = path.resolve(args[0]?.endsWith('.json') ? args.shift() : 'tsconfig.json');

/** The config itself and every project it references, each once. */
function projects(file, seen = new Map()) {
  if (seen.has(file)) return seen;
  const parsed = ts.getParsedCommandLineOfConfigFile(
    file,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  seen.set(file, parsed);
  for (const reference of parsed?.projectReferences ?? []) {
    const next = reference.path.endsWith('.json')
      ? reference.path
      : path.join(reference.path, 'tsconfig.json');
    projects(next, seen);
  }
  return seen;
}

/** True when a file of the program the state records changed (or went) after it was written. */
function stale(buildInfo) {
  const written = statSync(buildInfo).mtimeMs;
  const { fileNames = [] } = JSON.parse(readFileSync(buildInfo, 'utf8'));
  return fileNames.some((name) => {
    const file = path.resolve(path.dirname(buildInfo), name);
    return !existsSync(file) || statSync(file).mtimeMs > written;
  });
}

for (const parsed of projects(config).values()) {
  const buildInfo = parsed?.options.tsBuildInfoFile;
  if (buildInfo && existsSync(buildInfo) && stale(buildInfo)) {
    utimesSync(buildInfo, new Date(0), new Date(0));
  }
}

const tsc = require.resolve('typescript/bin/tsc');
const result = spawnSync(process.execPath, [tsc, '-b', config, ...args], { stdio: 'inherit' });
process.exit(result.status ?? 1);
