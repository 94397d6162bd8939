// Each workspace declares, in its own package.json, the packages its files import, with the
// range it needs; the root package.json pins the one version installed for the whole
// monorepo. This module finds what a workspace imports and says where its package.json
// disagrees (scripts/workspace-deps.test.cjs runs it in `npm test`):
//   - a package imported but not declared;
//   - a package imported by code that ships (not a test, a testing/ helper, a remote's dev/
//     host or a build config) but declared only in devDependencies;
//   - a declared range that does not accept the root's pinned version, or, for a workspace
//     package (shared-data, shared-ui, dev-host), that package's own version.
// The convention is a caret of the pinned version (`^19.3.1`, `^1.0.0`): npm installs every
// package once, at the root, and webpack/shared-modules.cjs reads from the ranges what a remote requires
// of the shell's shared singletons.
const fs = require('node:fs');
const path = require('node:path');
const { builtinModules } = require('node:module');
const semver = require('semver');
const ts = require('typescript');

const SOURCE_FILE = /\.(?:[cm]?[jt]s|tsx)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', 'test-results']);
/** Workspaces that are tests through and through: nothing in them ships. */
const TEST_ONLY_WORKSPACES = new Set(['e2e']);
const BUILTINS = new Set(builtinModules);

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The workspaces of the monorepo at `root`: name, folder and package.json. */
function listWorkspaces(root) {
  const rootPackage = readJson(path.join(root, 'package.json'));
  return rootPackage.workspaces.map((folder) => {
    const manifest = readJson(path.join(root, folder, 'package.json'));
    return { name: manifest.name, folder, dir: path.join(root, folder), manifest };
  });
}

function sourceFiles(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (SOURCE_FILE.test(entry.name)) out.push(full);
  }
  return out.sort();
}

/** The package a bare specifier names ('react-dom/client' -> 'react-dom'), or null. */
function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return null;
  if (specifier.startsWith('node:') || BUILTINS.has(specifier.split('/')[0])) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** True for files that never reach a build that ships: tests, helpers, dev hosts, configs. */
function isToolingFile(workspace, relative) {
  if (TEST_ONLY_WORKSPACES.has(workspace.name)) return true;
  const posix = relative.split(path.sep).join('/');
  return (
    /\.test\.[cm]?[jt]sx?$/.test(posix) ||
    /(^|\/)testing\//.test(posix) ||
    posix.startsWith('dev/') ||
    !posix.includes('/') // webpack.config.cjs, jest.global-setup.cjs, ...
  );
}

/**
 * Every package a workspace's files import: `{ pkg, file, ships }`, one per file and package.
 * Imports, re-exports, require() and import() count, type-only ones too; a .tsx file imports
 * react (the automatic JSX runtime).
 */
function workspaceImports(workspace) {
  const found = [];
  for (const file of sourceFiles(workspace.dir)) {
    const relative = path.relative(workspace.dir, file);
    const text = fs.readFileSync(file, 'utf8');
    const specifiers = ts.preProcessFile(text, true, true).importedFiles.map((i) => i.fileName);
    if (file.endsWith('.tsx')) specifiers.push('react/jsx-runtime');
    const packages = new Set(specifiers.map(packageOf).filter(Boolean));
    packages.delete(workspace.name);
    const ships = !isToolingFile(workspace, relative);
    for (const pkg of [...packages].sort()) found.push({ pkg, file: relative, ships });
  }
  return found;
}

/**
 * Whether `range` accepts `version`, by npm's rules (so npm links the installed copy instead of
 * fetching a second one). Null when `range` is not a semver range.
 */
function rangeAccepts(range, version) {
  if (!semver.validRange(range)) return null;
  return semver.satisfies(version, range);
}

/** The version the monorepo installs of `pkg`: a workspace's own, or the root's pin. */
function installedVersion(root, workspaces, pkg) {
  const workspace = workspaces.find((w) => w.name === pkg);
  if (workspace)
    return { version: workspace.manifest.version, where: `${workspace.folder}/package.json` };
  const rootPackage = readJson(path.join(root, 'package.json'));
  const version = rootPackage.dependencies?.[pkg] ?? rootPackage.devDependencies?.[pkg];
  return version ? { version, where: 'the root package.json' } : null;
}

/** Every disagreement between the workspaces' imports and their package.json, in words. */
function checkWorkspaceDependencies(root) {
  const workspaces = listWorkspaces(root);
  const problems = [];
  for (const workspace of workspaces) {
    const { manifest, folder } = workspace;
    const dependencies = manifest.dependencies ?? {};
    const devDependencies = manifest.devDependencies ?? {};
    // Per package: a file of the code that ships importing it, else a tooling file.
    const importers = new Map();
    for (const { pkg, file, ships } of workspaceImports(workspace)) {
      const seen = importers.get(pkg);
      if (!seen || (ships && !seen.ships)) importers.set(pkg, { file, ships });
    }
    for (const [pkg, { file, ships }] of importers) {
      if (!(pkg in dependencies) && !(pkg in devDependencies)) {
        problems.push(
          `${folder}: ${file} imports ${pkg}, which ${folder}/package.json does not declare (add it to ${ships ? 'dependencies' : 'devDependencies'})`,
        );
      } else if (ships && !(pkg in dependencies)) {
        problems.push(
          `${folder}: ${file} ships and imports ${pkg}, which ${folder}/package.json declares only in devDependencies (move it to dependencies)`,
        );
      }
    }
    for (const [pkg, range] of [
      ...Object.entries(dependencies),
      ...Object.entries(devDependencies),
    ]) {
      const installed = installedVersion(root, workspaces, pkg);
      if (!installed) {
        problems.push(
          `${folder}: ${pkg} is declared but not pinned in the root package.json (the root keeps the one installed version)`,
        );
        continue;
      }
      const accepts = rangeAccepts(range, installed.version);
      if (accepts === null) {
        problems.push(
          `${folder}: ${pkg} "${range}" is not a version range (write "^${installed.version}")`,
        );
      } else if (!accepts) {
        problems.push(
          `${folder}: ${pkg} "${range}" does not accept ${installed.version}, the version in ${installed.where} (npm would install a second copy)`,
        );
      }
    }
  }
  return problems;
}

module.exports = {
  listWorkspaces,
  workspaceImports,
  rangeAccepts,
  checkWorkspaceDependencies,
};
