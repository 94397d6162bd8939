// Finds import cycles among the repository's own modules, with TypeScript's own parser and
// module resolution (each file resolved with the options of its nearest tsconfig.json, so
// package names, `paths` and NodeNext resolve as the compiler sees them). A cycle makes the
// order in which modules run decide whether a value is there yet; `npm run lint` refuses one.
//
// An edge is a value import: `import`, `export ... from`, `import x = require()`, `require()`
// and `import()`. Type-only imports (`import type`, `import { type A }` alone, `typeof
// import()`) are erased by the compiler and are not edges. Modules of node_modules are not
// followed. One pass over the tree takes a few seconds of CPU, far less than a cycle rule in
// ESLint, which follows every import of every file again for each file.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const SOURCE = /\.(tsx?|mts|cts|jsx?|mjs|cjs)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage', 'data', 'test-results']);

/** Every source file under `root` (declaration files and build output aside). */
function sourceFiles(root) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(full);
      } else if (SOURCE.test(entry.name) && !/\.d\.[cm]?ts$/.test(entry.name)) {
        files.push(full);
      }
    }
  };
  walk(root);
  return files;
}

/** The module specifiers a file imports for their values. */
function valueImports(file) {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const specifiers = [];
  const onlyTypes = (elements) => elements.length > 0 && elements.every((e) => e.isTypeOnly);
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly =
        clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            onlyTypes(clause.namedBindings.elements)));
      if (!typeOnly && ts.isStringLiteral(node.moduleSpecifier))
        specifiers.push(node.moduleSpecifier.text);
      return;
    }
    if (ts.isExportDeclaration(node)) {
      const typeOnly =
        node.isTypeOnly ||
        (node.exportClause &&
          ts.isNamedExports(node.exportClause) &&
          onlyTypes(node.exportClause.elements));
      if (!typeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
        specifiers.push(node.moduleSpecifier.text);
      return;
    }
    if (
      ts.isImportEqualsDeclaration(node) &&
      !node.isTypeOnly &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      specifiers.push(node.moduleReference.expression.text);
      return;
    }
    if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments.length > 0 &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** Compiler options of the nearest tsconfig.json up to `root`, cached by folder. */
function optionsFinder(root) {
  const byConfig = new Map();
  const byDir = new Map();
  const fallback = {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    resolveJsonModule: true,
  };
  const load = (config) => {
    if (!byConfig.has(config)) {
      const parsed = ts.getParsedCommandLineOfConfigFile(
        config,
        {},
        {
          ...ts.sys,
          onUnRecoverableConfigFileDiagnostic: () => undefined,
        },
      );
      const options = { ...(parsed ? parsed.options : fallback), allowJs: true };
      byConfig.set(config, {
        options,
        cache: ts.createModuleResolutionCache(path.dirname(config), (f) => f, options),
      });
    }
    return byConfig.get(config);
  };
  const find = (dir) => {
    if (!byDir.has(dir)) {
      const config = path.join(dir, 'tsconfig.json');
      let found;
      if (fs.existsSync(config)) found = load(config);
      else if (dir === root || path.dirname(dir) === dir) {
        found = { options: { ...fallback, allowJs: true } };
        found.cache = ts.createModuleResolutionCache(root, (f) => f, found.options);
      } else found = find(path.dirname(dir));
      byDir.set(dir, found);
    }
    return byDir.get(dir);
  };
  return (file) => find(path.dirname(file));
}

/** Strongly connected components of more than one module, or a module importing itself. */
function cyclicComponents(graph) {
  let index = 0;
  const indices = new Map();
  const lowlinks = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const connect = (start) => {
    // Iterative Tarjan: deep import chains would overflow a recursive one.
    const work = [[start, 0]];
    indices.set(start, index);
    lowlinks.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      const edges = [...(graph.get(node) ?? [])];
      if (next < edges.length) {
        frame[1]++;
        const to = edges[next];
        if (!indices.has(to)) {
          indices.set(to, index);
          lowlinks.set(to, index++);
          stack.push(to);
          onStack.add(to);
          work.push([to, 0]);
        } else if (onStack.has(to)) {
          lowlinks.set(node, Math.min(lowlinks.get(node), indices.get(to)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        lowlinks.set(parent, Math.min(lowlinks.get(parent), lowlinks.get(node)));
      }
      if (lowlinks.get(node) === indices.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1 || graph.get(node)?.has(node)) components.push(component);
      }
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) connect(node);
  return components;
}

/** One cycle through a component, as the chain of files that makes it. */
function oneCycle(graph, component) {
  const members = new Set(component);
  const start = [...component].sort()[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const to of graph.get(node) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const chain = [start];
        for (let at = node; at !== start; at = previous.get(at)) chain.splice(1, 0, at);
        return [...chain, start];
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start, start];
}

/**
 * The import cycles among the source files under `root`, each as a chain of paths relative to
 * it (`['a.ts', 'b.ts', 'a.ts']`), how many files were read and how many imports between them.
 */
function findImportCycles(dir) {
  const root = fs.realpathSync(dir);
  const files = sourceFiles(root);
  const known = new Set(files);
  const optionsOf = optionsFinder(root);
  const host = ts.sys;
  const graph = new Map();
  let imports = 0;
  for (const file of files) {
    const { options, cache } = optionsOf(file);
    const edges = new Set();
    for (const specifier of valueImports(file)) {
      const { resolvedModule } = ts.resolveModuleName(specifier, file, options, host, cache);
      if (!resolvedModule) continue;
      // A workspace is reached through its link in node_modules: follow it to its sources.
      const target = fs.realpathSync(resolvedModule.resolvedFileName);
      if (known.has(target)) edges.add(target);
    }
    graph.set(file, edges);
    imports += edges.size;
  }
  const cycles = cyclicComponents(graph).map((component) =>
    oneCycle(graph, component).map((file) => path.relative(root, file)),
  );
  return { cycles, files: files.length, imports };
}

module.exports = { findImportCycles, valueImports };
