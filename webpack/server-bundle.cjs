const path = require('node:path');
const { buildSalt } = require('./build-salt.cjs');
const { scriptRule, renderTarget } = require('./script-rule.cjs');
const { SINGLETONS, WORKSPACE_SINGLETONS } = require('./shared-modules.cjs');

/** The module a remote's server bundle reads its public path from (server/src/render/). */
const SERVER_CONTEXT_MODULE = 'portal:server-context';

/**
 * The server build of an app, next to its browser build (dist/server/): one CommonJS file the
 * site's server evaluates, in a V8 isolate with nothing of Node or of a browser, to render
 * public pages (server/src/render/isolate/). So it is built for no platform: packages' edge
 * builds where they have one (React's renderer writes web streams), no Node built-ins, the
 * global object as `globalThis`, and no chunk loading. A remote's (`exposes` set) takes react,
 * styled-components, shared-ui, shared-data and the other singletons from the shell's server
 * bundle, as the browser takes them from the shell's share scope, so a page rendered from
 * several bundles has one React and one style sheet. Its images keep the browser build's names
 * (the browser build writes them); their base is the version's URL, read from
 * SERVER_CONTEXT_MODULE when the bundle is evaluated. Not minified: it is read by the server,
 * and its stack traces should name things.
 *
 * @param {object} app
 * @param {string} app.name
 * @param {string} app.dir
 * @param {string} app.entry the server entry (a remote's: its ./module)
 * @param {boolean} app.isRemote
 */
function createServerConfig({ name, dir, entry, isRemote }) {
  const shared = [
    ...SINGLETONS,
    'react-dom/server',
    ...WORKSPACE_SINGLETONS,
    SERVER_CONTEXT_MODULE,
  ];
  return {
    name: `${name}-server`,
    mode: 'production',
    target: ['web', 'es2020'],
    context: dir,
    // A remote's first module sets the base its images are named from.
    entry: isRemote
      ? { module: [path.join(__dirname, '..', 'scripts', 'server-public-path.cjs'), entry] }
      : { render: entry },
    devtool: false,
    output: {
      path: path.join(dir, 'dist', 'server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      globalObject: 'globalThis',
      chunkLoading: false,
      wasmLoading: false,
      workerChunkLoading: false,
      publicPath: isRemote ? '' : '/',
      assetModuleFilename: 'assets/[name].[contenthash:16][ext]',
      hashSalt: buildSalt(dir),
      clean: true,
    },
    externals: isRemote
      ? Object.fromEntries(shared.map((request) => [request, `commonjs ${request}`]))
      : {},
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // 'edge-light' before 'browser' and without 'worker' and 'node': react-dom/static's edge
      // build (web streams, no MessageChannel, no Node streams).
      conditionNames: [
        'edge-light',
        'browser',
        'import',
        'require',
        'module',
        'webpack',
        'production',
      ],
      // No package.json "browser" replacements: styled-components' would swap in its browser
      // build, which writes styles into a document; its main build collects them for the head.
      // axios is the one package that needs its browser build (the Node one takes http).
      aliasFields: [],
      alias: { axios$: require.resolve('axios/dist/browser/axios.cjs') },
      // Only its Node-stream API (not used here) asks for it.
      fallback: { stream: false },
    },
    module: {
      rules: [
        scriptRule(true),
        // The text of artwork drawn inline, as in the browser build (webpack/browser.cjs).
        { test: /\.svg$/i, resourceQuery: /^\?source$/, type: 'asset/source' },
        // Parts of a catalogue, as in the browser build (webpack/browser.cjs).
        {
          test: /\.json$/,
          resourceQuery: /[?&]part=/,
          type: 'javascript/auto',
          loader: require.resolve('./catalogue-part-loader.cjs'),
        },
        {
          // The documents too (`new URL('./file.html', import.meta.url)`): no page template here.
          test: /\.(png|jpe?g|webp|svg|gif|ico|html)$/i,
          resourceQuery: { not: [/^\?source$/] },
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    plugins: [
      renderTarget('server'),
      // One file: a lazy page of the browser build is part of it (its import() resolves at once).
      new (require('webpack').optimize.LimitChunkCountPlugin)({ maxChunks: 1 }),
    ],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    infrastructureLogging: { level: 'error' },
    stats: 'errors-warnings',
  };
}

module.exports = { createServerConfig, SERVER_CONTEXT_MODULE };
