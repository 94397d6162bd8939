const path = require('node:path');
const vm = require('node:vm');
const { transformFileSync } = require('@swc/core');
const { createConfig } = require('../webpack.base.cjs');

const SITE_ROUTES_FILE = path.join(
  __dirname,
  '..',
  'shared-data',
  'src',
  'contract',
  'site-routes.ts',
);

/**
 * Writes remote-routes.json, { "<remote>": ["<route pattern>", ...] }, from SITE_ROUTES (the
 * one place a route is named): the server reads it to tell a page which remote it will load,
 * so the page can start fetching that remote's files with the shell's (site.ts, page hints).
 */
class RemoteRoutesFile {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RemoteRoutesFile', (compilation) => {
      compilation.fileDependencies.add(SITE_ROUTES_FILE);
      compilation.hooks.processAssets.tap(
        {
          name: 'RemoteRoutesFile',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const { code } = transformFileSync(SITE_ROUTES_FILE, {
            jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
            module: { type: 'commonjs' },
          });
          const context = { exports: {} };
          vm.runInNewContext(code, context);
          const table = Object.fromEntries(
            Object.entries(context.exports.SITE_ROUTES).map(([remote, routes]) => [
              remote,
              Object.values(routes),
            ]),
          );
          compilation.emitAsset('remote-routes.json', new RawSource(JSON.stringify(table)));
        },
      );
    });
  }
}

const shell = createConfig({
  name: 'shell',
  dir: __dirname,
  entry: './src/index.tsx',
  title: 'Veterinary & animal-health services in Kenya',
  // The page renderer the site's server loads (dist/server/render.js).
  serverEntry: './src/server/render.tsx',
});

module.exports = (env, argv) => {
  const configs = shell(env, argv);
  const [browser] = Array.isArray(configs) ? configs : [configs];
  browser.plugins.push(new RemoteRoutesFile());
  return configs;
};
