const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const { transformFileSync } = require('@swc/core');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { createConfig, scriptRule } = require('../webpack.base.cjs');

const SITE_ROUTES_FILE = path.join(
  __dirname,
  '..',
  'shared-data',
  'src',
  'contract',
  'site-routes.ts',
);

const COMPANY_FILE = path.join(__dirname, '..', 'shared-data', 'src', 'contract', 'company.ts');
const STATIC_DIR = path.join(__dirname, 'static');

/**
 * The exports of one of shared-data's contract modules that import only others of their kind,
 * by a relative path (run in a sandbox; those are loaded the same way).
 */
function contractExports(file) {
  const { code } = transformFileSync(file, {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
    module: { type: 'commonjs' },
  });
  const require = (request) => {
    if (!request.startsWith('./')) throw new Error(`${file} may import only ./ modules`);
    return contractExports(path.join(path.dirname(file), `${request.slice(2)}.ts`));
  };
  const context = { exports: {}, require };
  vm.runInNewContext(code, context);
  return context.exports;
}

/**
 * Copies static/ (the favicon, the touch icon and the social card of link previews,
 * written by scripts/brand-images.mjs) to the root of the build, under their own names: the
 * addresses browsers and link previews ask for never change.
 */
class StaticFiles {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('StaticFiles', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'StaticFiles',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          for (const name of fs.readdirSync(STATIC_DIR)) {
            const file = path.join(STATIC_DIR, name);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

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
          const table = Object.fromEntries(
            Object.entries(contractExports(SITE_ROUTES_FILE).SITE_ROUTES).map(
              ([remote, routes]) => [remote, Object.values(routes)],
            ),
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
  // The clinic's name (COMPANY.shortName), which ends every page's title (composeTitle).
  title: contractExports(COMPANY_FILE).COMPANY.shortName,
  // The page renderer the site's server loads (dist/server/render.js).
  serverEntry: './src/server/render.tsx',
});

/**
 * The Web Vitals script of a server-rendered page (src/vitals/standalone.ts): a bundle of its
 * own, no federation, no React, fetched by the page's starter script for a sampled visit
 * (docs/behaviour.md#site-speed). Written to dist/vitals/, where the server finds it.
 */
function vitalsConfig() {
  return {
    name: 'shell-vitals',
    mode: 'production',
    context: __dirname,
    entry: { vitals: './src/vitals/standalone.ts' },
    devtool: 'hidden-source-map',
    output: {
      path: path.join(__dirname, 'dist', 'vitals'),
      publicPath: '/vitals/',
      filename: '[name].[contenthash:16].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: { rules: [scriptRule(true)] },
    plugins: [
      new CompressionPlugin({
        filename: '[path][base].gz',
        algorithm: 'gzip',
        test: /\.js$/,
        compressionOptions: { level: 9 },
        threshold: 1024,
        minRatio: 0.9,
      }),
    ],
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
  };
}

/**
 * The service worker (src/worker/, docs/behaviour.md#service-worker): one classic script,
 * dist/worker/sw.js, without the federation runtime or any chunk, which the server answers at
 * /sw.js (a worker's scope is the folder of its script's URL: the root, the whole site). Its
 * name carries no hash: a browser checks the same URL for a new worker on every visit.
 */
function workerConfig() {
  return {
    name: 'shell-worker',
    mode: 'production',
    target: ['webworker', 'es2020'],
    context: __dirname,
    entry: { sw: './src/worker/sw.ts' },
    devtool: false,
    output: {
      path: path.join(__dirname, 'dist', 'worker'),
      filename: 'sw.js',
      publicPath: '/',
      chunkLoading: false,
      clean: true,
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
          },
        },
      ],
    },
    // Production's default minifier: the worker is a few kilobytes.
    optimization: { minimize: true },
    performance: { hints: false },
    infrastructureLogging: { level: 'error' },
    stats: 'errors-warnings',
  };
}

module.exports = (env, argv) => {
  const configs = shell(env, argv);
  const list = Array.isArray(configs) ? configs : [configs];
  list[0].plugins.push(new RemoteRoutesFile(), new StaticFiles());
  // Only a production build is served by the site's server, which renders pages: its Web
  // Vitals script and its service worker are built beside it (the browser build's clean keeps
  // what they write, webpack.base.cjs).
  return argv.mode === 'production' ? [...list, vitalsConfig(), workerConfig()] : configs;
};
