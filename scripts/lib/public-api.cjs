// The public API of a package of this monorepo (shared-data, shared-ui): a line per name that
// an entry point of its package.json "exports" exports, saying what the name is (its type, as
// the TypeScript checker sees it). The surface is kept in <package>/public-api.md beside the
// package's version, and scripts/check-public-api.mjs compares the two: a change of the
// surface needs a new version (shared-data/README.md#versions says which).
const fs = require('node:fs');
const path = require('node:path');
const semver = require('semver');
const ts = require('typescript');

const REPORT_FILE = 'public-api.md';
/** The packages whose API is versioned: the shared singletons of the monorepo. */
const SHARED_PACKAGES = ['shared-data', 'shared-ui'];
const FLAGS =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope |
  ts.TypeFormatFlags.AllowUniqueESSymbolType |
  ts.TypeFormatFlags.WriteArrowStyleSignature;

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * The entry points of a package: [{ entry: 'shared-data/contract', file }]. `./testing` is left
 * out: test helpers for the other workspaces' tests, never loaded by a page, so not part of what
 * a remote needs of the live site.
 */
function entryPoints(dir) {
  const manifest = readJson(path.join(dir, 'package.json'));
  const exportsField = manifest.exports ?? { '.': manifest.types ?? manifest.main };
  const entries = [];
  for (const [subpath, target] of Object.entries(exportsField)) {
    const file = typeof target === 'string' ? target : (target.types ?? target.default);
    if (!/\.tsx?$/.test(file) || subpath === './testing') continue;
    const entry = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`;
    entries.push({ entry, file: path.join(dir, file) });
  }
  return entries.sort((a, b) => a.entry.localeCompare(b.entry));
}

/** The compiler options of the package's tsconfig.json, and the ambient .d.ts files it includes. */
function programSetup(dir) {
  const configFile = path.join(dir, 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, dir);
  const ambient = parsed.fileNames.filter((file) => file.endsWith('.d.ts'));
  return { options: { ...parsed.options, noEmit: true }, ambient };
}

/** The package a file of node_modules belongs to, or null for the monorepo's own files. */
function nodeModulesPackage(fileName) {
  const match = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(fileName);
  if (!match) return null;
  const pkg = match[1].replace(/\\/g, '/');
  return pkg.startsWith('@types/') ? pkg.slice('@types/'.length).replace('__', '/') : pkg;
}

/** Whether a symbol is declared by a library (node_modules), not by the monorepo. */
function isLibrarySymbol(symbol) {
  const declaration = symbol.declarations?.[0];
  return Boolean(declaration && nodeModulesPackage(declaration.getSourceFile().fileName));
}

/** An object that is a record of names (endpoints, LIMITS, a props type): not a function or a list. */
function isRecordType(checker, type) {
  if (!(type.flags & ts.TypeFlags.Object)) return false;
  if (type.getCallSignatures().length || type.getConstructSignatures().length) return false;
  if (checker.isArrayType(type) || checker.isTupleType(type)) return false;
  // An instance of a library's interface or class (a zod schema, a styled component) is one
  // thing, written whole; its methods are the library's.
  const named =
    type.objectFlags & (ts.ObjectFlags.Class | ts.ObjectFlags.Interface | ts.ObjectFlags.Reference);
  const declaration = (type.target ?? type).symbol?.declarations?.[0];
  if (named && declaration && nodeModulesPackage(declaration.getSourceFile().fileName)) {
    return false;
  }
  return type.getProperties().length > 0;
}

/** The members of a union of literals ('signIn' | 'blogs' | ...), else null. */
function literalMembers(type) {
  if (!type.isUnion()) return null;
  const literal =
    ts.TypeFlags.StringLiteral | ts.TypeFlags.NumberLiteral | ts.TypeFlags.BooleanLiteral;
  return type.types.every((member) => member.flags & literal) ? type.types : null;
}

/**
 * The lines that say what one exported name is. A record (an object of named parts, or the
 * type of one) gets a line per part, and a union of literals a line per member, so adding a
 * part or a member reads as an addition, not as a change of the whole.
 */
function describeSymbol(checker, name, exported, where, root) {
  const symbol =
    exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const declaration = symbol.declarations?.[0];
  // No machine's paths: import("node_modules/...") whatever the checkout's folder.
  const clean = (text) =>
    text
      .split(`${path.resolve(root)}${path.sep}`)
      .join('')
      .replace(/\s+/g, ' ');
  const show = (type, flags = 0) => clean(checker.typeToString(type, where, FLAGS | flags));
  const signature = (sig) => {
    // Parameters by type (a destructured one has no name of its own): renaming one is no
    // change of the API.
    const parameters = sig.getParameters().map((parameter, index) => {
      const decl = parameter.valueDeclaration;
      const label = parameter.name.startsWith('__') ? `_${index}` : parameter.name;
      const rest = decl && ts.isParameter(decl) && decl.dotDotDotToken ? '...' : '';
      const optional = decl && ts.isParameter(decl) && checker.isOptionalParameter(decl) ? '?' : '';
      return `${rest}${label}${optional}: ${show(checker.getTypeOfSymbol(parameter))}`;
    });
    const generics = sig.getTypeParameters()?.length
      ? `<${sig
          .getTypeParameters()
          .map((parameter) =>
            clean(parameter.symbol.declarations?.[0]?.getText() ?? parameter.symbol.name),
          )
          .join(', ')}>`
      : '';
    return `${generics}(${parameters.join(', ')}) => ${show(sig.getReturnType())}`;
  };
  const parts = (prefix, type) => {
    const own = checker.getPropertiesOfType(type).filter((property) => !isLibrarySymbol(property));
    const lines = own.map((property) => {
      const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
      return `${prefix}.${property.name}${optional}: ${show(checker.getTypeOfSymbol(property))}`;
    });
    const index = type.getStringIndexType();
    if (index) lines.push(`${prefix}[string]: ${show(index)}`);
    return lines;
  };
  const lines = [];
  const origin = declaration && nodeModulesPackage(declaration.getSourceFile().fileName);
  if (origin) {
    // A library's name passed on: it changes with the library's version, which the package.json
    // ranges govern.
    const from = symbol.name === name ? `'${origin}'` : `'${origin}' (${symbol.name})`;
    if (symbol.flags & ts.SymbolFlags.Value) lines.push(`const ${name}: from ${from}`);
    if (symbol.flags & ts.SymbolFlags.Type) lines.push(`type ${name}: from ${from}`);
    return lines;
  }
  if (symbol.flags & ts.SymbolFlags.Value) {
    const type = checker.getTypeOfSymbolAtLocation(symbol, declaration ?? where);
    if (symbol.flags & ts.SymbolFlags.Class) {
      const constructors = type
        .getConstructSignatures()
        .map((signature) => clean(checker.signatureToString(signature, where, FLAGS)));
      lines.push(`class ${name}: new ${constructors.join(' | new ')}`);
      lines.push(...parts(`class ${name}#`, checker.getDeclaredTypeOfSymbol(symbol)));
    } else if (isRecordType(checker, type)) {
      lines.push(...parts(`const ${name}`, type));
    } else if (type.getCallSignatures().length && !type.getProperties().length) {
      lines.push(`const ${name}: ${type.getCallSignatures().map(signature).join(' & ')}`);
    } else {
      lines.push(`const ${name}: ${show(type)}`);
    }
  }
  if (symbol.flags & (ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Interface)) {
    const declared = checker.getDeclaredTypeOfSymbol(symbol);
    const parameters = declaration && ts.getEffectiveTypeParameterDeclarations(declaration);
    const members = literalMembers(declared);
    if (parameters?.length) {
      // A generic type, as written: what it stands for depends on what it is given.
      const generics = parameters.map((parameter) => clean(parameter.getText())).join(', ');
      const body = ts.isTypeAliasDeclaration(declaration)
        ? clean(declaration.type.getText())
        : `{ ${parts('', declared)
            .map((line) => line.slice(1))
            .join('; ')} }`;
      lines.push(`type ${name}<${generics}> = ${body}`);
    } else if (members) {
      for (const member of members) lines.push(`type ${name} | ${show(member)}`);
    } else if (isRecordType(checker, declared)) {
      // What it takes from libraries (React's button attributes, ...) is named, not listed.
      const heritage = (symbol.declarations ?? [])
        .flatMap((decl) => (ts.isInterfaceDeclaration(decl) ? (decl.heritageClauses ?? []) : []))
        .flatMap((clause) => clause.types.map((base) => clean(base.getText())));
      if (heritage.length) lines.push(`type ${name} extends: ${heritage.join(', ')}`);
      lines.push(...parts(`type ${name}`, declared));
    } else {
      lines.push(`type ${name} = ${show(declared, ts.TypeFormatFlags.InTypeAlias)}`);
    }
  }
  return lines;
}

/** What a line names (the text before its type), the key lines are compared by. */
function lineKey(line) {
  if (/^type [\w$]+ \| /.test(line)) return line;
  const match = /^(.*?)(?:: | = )/.exec(line);
  return match ? match[1] : line;
}

/**
 * The public surface of the packages in `dirs` (absolute folders):
 * { [dir]: { version, entries: { [entry]: { [key]: line } } } }. Nothing is written to disk.
 */
function computeSurfaces(root, dirs) {
  const entriesByDir = new Map(dirs.map((dir) => [dir, entryPoints(dir)]));
  // One program for all: the packages share one base tsconfig, and shared-ui's program holds
  // shared-data anyway.
  const setups = dirs.map(programSetup);
  const program = ts.createProgram({
    rootNames: [
      ...[...entriesByDir.values()].flat().map((entry) => entry.file),
      ...new Set(setups.flatMap((setup) => setup.ambient)),
    ],
    options: setups[0].options,
  });
  const checker = program.getTypeChecker();
  const surfaces = {};
  for (const dir of dirs) {
    const surface = {};
    for (const { entry, file } of entriesByDir.get(dir)) {
      const source = program.getSourceFile(file);
      if (!source) throw new Error(`${entry}: ${file} is not found`);
      const moduleSymbol = checker.getSymbolAtLocation(source);
      const lines = {};
      for (const exported of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
        for (const line of describeSymbol(checker, exported.name, exported, source, root)) {
          lines[lineKey(line)] = line;
        }
      }
      surface[entry] = Object.fromEntries(
        Object.entries(lines).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      );
    }
    surfaces[dir] = { version: readJson(path.join(dir, 'package.json')).version, entries: surface };
  }
  return surfaces;
}

/** The report file's text: the version, then each entry point's lines. */
function formatReport(name, version, entries) {
  const parts = [
    `# ${name} public API`,
    '',
    `Version: ${version}`,
    '',
    'Written by `npm run check:api -- --update`; do not edit by hand. Every name the entry',
    'points of package.json\'s "exports" export, with its type. When this changes, the',
    "package's version changes with it: see README.md#versions.",
  ];
  for (const [entry, lines] of Object.entries(entries)) {
    parts.push('', `## ${entry}`, '', '```text', ...Object.values(lines), '```');
  }
  return parts.join('\n') + '\n';
}

/** The report file read back: { version, entries } as computeSurfaces gives them, or null. */
function parseReport(text) {
  const version = /^Version: (\S+)$/m.exec(text)?.[1];
  if (!version || !semver.valid(version)) return null;
  const entries = {};
  let current = null;
  let inCode = false;
  for (const line of text.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading && !inCode) {
      current = entries[heading[1]] = {};
    } else if (line.startsWith('```')) {
      inCode = !inCode;
    } else if (inCode && current && line.trim()) {
      current[lineKey(line)] = line;
    }
  }
  return { version, entries };
}

/** What changed from `before` to `after` (entries as above): added, removed, changed names. */
function compareSurfaces(before, after) {
  const added = [];
  const removed = [];
  const changed = [];
  const entryNames = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  for (const entry of entryNames) {
    const was = before[entry] ?? {};
    const now = after[entry] ?? {};
    for (const key of Object.keys(now)) {
      if (!(key in was)) added.push(`${entry}: ${key}`);
      else if (was[key] !== now[key]) changed.push(`${entry}: ${key}`);
    }
    for (const key of Object.keys(was)) if (!(key in now)) removed.push(`${entry}: ${key}`);
  }
  const bump = removed.length || changed.length ? 'major' : added.length ? 'minor' : null;
  return { added, removed, changed, bump };
}

/** Whether going from `from` to `to` is at least the bump `bump` needs. */
function isEnoughBump(from, to, bump) {
  if (bump === 'major') return semver.major(to) > semver.major(from);
  return semver.gte(to, semver.inc(from, 'minor'));
}

function listChanges({ added, removed, changed }) {
  return [
    ...removed.map((name) => `  removed  ${name}`),
    ...changed.map((name) => `  changed  ${name}`),
    ...added.map((name) => `  added    ${name}`),
  ].join('\n');
}

/**
 * Checks (or, with update, records) the public API of each package in `folders` (relative to
 * `root`). Returns { ok, messages }: every message says what to do.
 */
function checkPublicApi(root, folders, { update = false } = {}) {
  const dirs = folders.map((folder) => path.join(root, folder));
  const surfaces = computeSurfaces(root, dirs);
  const messages = [];
  let ok = true;
  for (const folder of folders) {
    const dir = path.join(root, folder);
    const { version, entries } = surfaces[dir];
    const name = readJson(path.join(dir, 'package.json')).name;
    const reportPath = path.join(dir, REPORT_FILE);
    const reportName = `${folder}/${REPORT_FILE}`;
    const report = fs.existsSync(reportPath)
      ? parseReport(fs.readFileSync(reportPath, 'utf8'))
      : null;
    const write = () => fs.writeFileSync(reportPath, formatReport(name, version, entries));

    if (!semver.valid(version)) {
      ok = false;
      messages.push(`${name}: version "${version}" is not major.minor.patch`);
      continue;
    }
    if (!report) {
      if (update) {
        write();
        messages.push(`${name}: wrote ${reportName} (version ${version})`);
      } else {
        ok = false;
        messages.push(
          `${name}: ${reportName} is missing or has no valid Version line. Run \`npm run check:api -- --update\` to write it.`,
        );
      }
      continue;
    }
    const diff = compareSurfaces(report.entries, entries);
    if (!diff.bump && report.version === version) {
      messages.push(`${name} ${version}: public API unchanged`);
      continue;
    }
    if (!update) {
      ok = false;
      if (diff.bump) {
        const needed = semver.inc(report.version, diff.bump);
        messages.push(
          `${name}: the public API changed since ${reportName} (version ${report.version}):\n` +
            `${listChanges(diff)}\n` +
            `This needs a ${diff.bump} version (${diff.bump === 'major' ? 'something was removed or changed' : 'only additions'}): ` +
            `set "version": "${needed}" in ${folder}/package.json, then run \`npm run check:api -- --update\` ` +
            '(major for removals and changes, minor for additions).',
        );
      } else {
        messages.push(
          `${name}: ${folder}/package.json says ${version}, ${reportName} says ${report.version}. ` +
            'Run `npm run check:api -- --update` to record it.',
        );
      }
      continue;
    }
    if (semver.lt(version, report.version)) {
      ok = false;
      messages.push(
        `${name}: ${version} is older than ${report.version}, the version ${reportName} records`,
      );
      continue;
    }
    if (diff.bump && !isEnoughBump(report.version, version, diff.bump)) {
      ok = false;
      const needed = semver.inc(report.version, diff.bump);
      messages.push(
        `${name}: refusing to record a changed public API under ${version}:\n` +
          `${listChanges(diff)}\n` +
          `${diff.bump === 'major' ? 'Removed or changed exports need a major version' : 'New exports need a minor version'}: ` +
          `set "version": "${needed}" in ${folder}/package.json first, then run \`npm run check:api -- --update\` again.`,
      );
      continue;
    }
    write();
    messages.push(
      `${name}: recorded version ${version} in ${reportName}` +
        (diff.bump ? `:\n${listChanges(diff)}` : ' (public API unchanged)'),
    );
  }
  return { ok, messages };
}

module.exports = {
  REPORT_FILE,
  SHARED_PACKAGES,
  checkPublicApi,
  compareSurfaces,
  computeSurfaces,
  formatReport,
  parseReport,
};
