// Starts test-server.main.ts (the real server for component tests) quickly: the server's source
// is bundled with esbuild into one CommonJS file under node_modules/.cache, rebuilt only when a
// file it was built from has changed since, and run in this process. Loading one prepared file
// takes about half the CPU of compiling and resolving each module at start (tsx), which every
// test file that starts a server pays. Libraries stay in node_modules, loaded as usual.
//
//   node server/src/testing/test-server.mjs ['<options as JSON>']   (npm run test-server -w server)
import { mkdirSync, readFileSync, renameSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const root = path.dirname(serverDir);
// Two folders below the repository, like config.ts, the one module that finds the repository
// from its __dirname (in a bundle every module's __dirname is the bundle's folder).
const cacheDir = path.join(root, 'node_modules', '.cache');
const bundle = path.join(cacheDir, 'vetportal-test-server.cjs');
const inputsFile = path.join(cacheDir, 'vetportal-test-server.inputs.json');

/** Whether the bundle is newer than every file it was built from. */
function fresh() {
  try {
    const built = statSync(bundle).mtimeMs;
    const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
    return inputs.every((file) => statSync(path.join(root, file)).mtimeMs < built);
  } catch {
    return false;
  }
}

if (!fresh()) {
  mkdirSync(cacheDir, { recursive: true });
  // Dated from before the sources are read: a file saved during the build makes it stale.
  const started = new Date();
  const result = await build({
    absWorkingDir: root,
    entryPoints: [path.join(serverDir, 'src/testing/test-server.main.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    // The contract from its source, as jest and the type-check read it (not shared-data/dist).
    alias: { 'shared-data/contract': path.join(root, 'shared-data/src/contract/index.ts') },
    metafile: true,
    // Beside it, read only when asked: node --enable-source-maps server/src/testing/test-server.mjs
    sourcemap: 'linked',
    outfile: bundle,
    write: false,
    logLevel: 'error',
  });
  // Each file written beside and renamed, the bundle last: test files starting servers at once
  // never read half a file, and the last one written wins whole.
  const replace = (file, contents) => {
    writeFileSync(`${file}.${process.pid}`, contents);
    if (file === bundle) utimesSync(`${file}.${process.pid}`, started, started);
    renameSync(`${file}.${process.pid}`, file);
  };
  replace(inputsFile, JSON.stringify(Object.keys(result.metafile.inputs)));
  for (const output of result.outputFiles.filter((file) => file.path !== bundle))
    replace(output.path, output.contents);
  replace(bundle, result.outputFiles.find((file) => file.path === bundle).contents);
}

createRequire(import.meta.url)(bundle);
