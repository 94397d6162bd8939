// The webpack config every app of the portal is built with: the shell (host) and the four
// remotes differ only in their name, port and what they expose. Each shared singleton's
// `version` (what this build provides) is the one installed: the root package.json's pin, or
// shared-ui's and shared-data's own package.json version. Its `requiredVersion` (what this
// build needs of the page it joins) is the range the app's own package.json declares. Both
// land in dist/mf-manifest.json (`shared[]`), where the server's compatibility gate reads them
// (docs/behaviour.md#shared-package-versions).
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const zlib = require('node:zlib');
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const rootPackage = require('./package.json');

/**
 * Entry files are named by [fullhash], which follows the modules' sources but not the build's
 * settings: a change of settings alone (source maps, minifier, a shared package's version)
 * changes the chunks' names but not the entry's, and a browser holding the old entry (cached
 * for a year) would ask for chunks that are gone. This file and the manifests that set versions
 * go into the hash as well.
 */
function buildSalt(dir) {
  const hash = createHash('sha256');
  for (const file of [
    __filename,
    path.join(__dirname, 'package.json'),
    path.join(__dirname, 'shared-ui', 'package.json'),
    path.join(__dirname, 'shared-data', 'package.json'),
    path.join(dir, 'package.json'),
  ]) {
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** Dev-server ports: the API runs on 8080, the shell on 3000, each remote on its own. */
const DEV_PORTS = { shell: 3000, public: 3001, blog: 3002, auth: 3003, dashboard: 3004 };
const API_DEV_ORIGIN = process.env.API_DEV_ORIGIN || 'http://localhost:8080';

// react-router-dom, @reduxjs/toolkit, redux-saga and axios are not shared on their own: the
// apps reach them through shared-ui (routing) and shared-data (state, sagas, HTTP), which are
// singletons, so each library is still loaded once but tree-shaken to what is used (a shared
// package is always loaded whole; react-router-dom alone is 62 KB gzip that way).
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-redux',
  'styled-components',
  'react-toastify',
];
// 'shared-ui/forms' (the fields of the pages that edit) is not shared: each app that uses it
// bundles the parts it uses, tree-shaken, and the home page loads none of it. It holds no state
// of its own and takes the theme and base components from the shared 'shared-ui', so a copy
// per app is safe.
const WORKSPACE_SINGLETONS = ['shared-ui', 'shared-data'];
// Shared modules a page loads only later (react-toastify, on the first notice): the shell's
// page does not preload their chunks.
const LATE_SHARED = [/[\\/]node_modules[\\/]react-toastify[\\/]/];

/** The package a shared request belongs to: 'react/jsx-runtime' -> 'react'. */
function packageOf(request) {
  return request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
}

/**
 * The range `pkg` is required in by the app whose package.json is `appPackage`: its own
 * dependencies, else the range of the workspace package it is reached through (a remote that
 * imports no react-toastify itself gets it with shared-ui, and needs what shared-ui needs),
 * else a caret of the version installed.
 */
function requiredRange(appPackage, pkg, installed) {
  const seen = new Set();
  const queue = [appPackage];
  while (queue.length > 0) {
    const manifest = queue.shift();
    if (seen.has(manifest.name)) continue;
    seen.add(manifest.name);
    const range = manifest.dependencies?.[pkg];
    if (range) return range;
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      if (WORKSPACE_SINGLETONS.includes(name)) queue.push(workspacePackage(name));
    }
  }
  return `^${installed}`;
}

function workspacePackage(name) {
  return require(`./${name}/package.json`);
}

/** @param {object} appPackage the app's own package.json */
function sharedConfig(appPackage) {
  const shared = {};
  for (const request of SINGLETONS) {
    const pkg = packageOf(request);
    const version = rootPackage.dependencies[pkg];
    if (!version) throw new Error(`${pkg} must be pinned in the root package.json dependencies`);
    // Subpaths (react-dom/client, react/jsx-runtime) need an explicit version of their own.
    shared[request] = {
      singleton: true,
      requiredVersion: requiredRange(appPackage, pkg, version),
      version,
    };
  }
  for (const name of WORKSPACE_SINGLETONS) {
    const { version } = workspacePackage(name);
    shared[name] = {
      singleton: true,
      requiredVersion: requiredRange(appPackage, name, version),
      version,
    };
  }
  return shared;
}

/**
 * TypeScript and JSX through swc. The styled-components plugin gives every styled component an
 * id made of its file and its place in it, where styled-components would otherwise count
 * components in the order a page happens to create them: the browser and the server (which
 * loads other remotes, in another order) would name the same component differently, and the
 * server-rendered class names would not match the ones the browser hydrates with.
 */
function scriptRule(production) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
          experimental: {
            plugins: [
              [
                require.resolve('@swc/plugin-styled-components'),
                { displayName: !production, ssr: true, fileName: false },
              ],
            ],
          },
        },
      },
    },
  };
}

/**
 * @param {object} app
 * @param {'shell'|'public'|'blog'|'auth'|'dashboard'} app.name
 * @param {string} app.dir the package directory (__dirname of its webpack.config.cjs)
 * @param {Record<string,string>} [app.exposes] a remote's exposes map
 * @param {string} [app.entry] the page entry: the shell's app, or a remote's standalone dev host
 * @param {string} [app.title] the HTML title of that page
 * @param {string} [app.serverEntry] the server entry: a production build then makes both
 *   (createServerConfig), and the function answers the two configs
 */
function createConfig({ name, dir, exposes, entry, title, serverEntry }) {
  const browser = browserConfig({ name, dir, exposes, entry, title });
  return (env, argv) => {
    const config = browser(env, argv);
    if (!serverEntry || argv.mode === 'development') return config;
    return [
      config,
      createServerConfig({ name, dir, entry: serverEntry, isRemote: Boolean(exposes) }),
    ];
  };
}

function browserConfig({ name, dir, exposes, entry, title }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isRemote = Boolean(exposes);
    // A remote's production build is only its container; its dev build also gets a page.
    const withPage = !isRemote || !production;
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: withPage ? { main: entry } : {},
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // The shell's page is served for every route (/blogs/7 too): its scripts need an
        // absolute base. A remote finds its own base from where its entry was loaded.
        // In dev each app is served from its own dev server, for nested routes too.
        publicPath: production ? (isRemote ? 'auto' : '/') : `http://localhost:${DEV_PORTS[name]}/`,
        uniqueName: name,
        hashSalt: buildSalt(dir),
        // [contenthash] in entry names breaks the federation runtime module ('Path variable ... not
        // implemented').
        filename: production ? '[name].[fullhash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:16].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:16][ext]',
        // A script chunk may take up to 120 s on a slow connection
        // (docs/behaviour.md#constants-and-limits).
        chunkLoadTimeout: 120_000,
        // dist/server/ is the server build's (createServerConfig), made in the same run.
        clean: { keep: /^server[\\/]/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
      },
      module: {
        rules: [
          scriptRule(production),
          { test: /\.(png|jpe?g|webp|svg|gif|ico)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        renderTarget('browser'),
        new ModuleFederationPlugin({
          // The container name becomes a global: 'public' is a reserved word, so prefix remotes.
          name: federationName(name),
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedConfig(require(path.join(dir, 'package.json'))),
          // The default, 'version-first', initialises the share scope on every lazy shared
          // import (react-toastify on the first toast) by fetching the manifest and remoteEntry
          // of every registered remote, to pick the highest version; one remote that is down
          // then fails that import everywhere. Versions are pinned once at the root, so there
          // is nothing to pick: use what is loaded, else the app's own copy.
          shareStrategy: 'loaded-first',
          runtimePlugins: isRemote
            ? []
            : [path.join(__dirname, 'shell', 'src', 'remotes', 'runtime-core-global.ts')],
          manifest: true,
          dts: false,
          experiments: {
            asyncStartup: true,
            // One copy of the federation runtime on a page: the shell's, which it publishes as a
            // global for the remotes it loads (shell/src/remotes/runtime-core-global.ts); a
            // remote's production build leaves its own out (some 10 KB gzip of every
            // remoteEntry). A remote's dev page is its own host, so its dev build keeps it.
            externalRuntime: isRemote && production,
            // A remote only provides modules: it never loads another remote, so its copy of
            // the federation runtime can leave out remote loading and manifest snapshots.
            optimization: isRemote
              ? { disableRemote: true, disableSnapshot: true, target: 'web' }
              : { target: 'web' },
          },
        }),
        withPage &&
          new HtmlWebpackPlugin({
            template: path.join(__dirname, 'shell', 'index.html'),
            title: title || 'Veterinary services',
          }),
        withPage && production && new PreloadStartupChunks(path.join(dir, 'src') + path.sep),
        production &&
          new CompressionPlugin({
            filename: '[path][base].gz',
            algorithm: 'gzip',
            test: /\.(js|css|html|json|svg)$/,
            compressionOptions: { level: 9 },
            threshold: 1024,
            minRatio: 0.9,
          }),
        production &&
          new CompressionPlugin({
            filename: '[path][base].br',
            algorithm: 'brotliCompress',
            test: /\.(js|css|html|json|svg)$/,
            compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
            threshold: 1024,
            minRatio: 0.9,
          }),
      ].filter(Boolean),
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      },
      performance: { hints: false },
      // The federation plugin notes that publicPath 'auto' resolves at runtime: intended.
      infrastructureLogging: { level: 'error' },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
        port: DEV_PORTS[name],
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false } },
        proxy: [{ context: ['/api', '/uploads'], target: API_DEV_ORIGIN, changeOrigin: true }],
        setupMiddlewares: (middlewares, server) => {
          // In dev every app answers the runtime config itself, pointing at the dev servers.
          server.app.get('/runtime-config.json', (_req, res) => res.json(devRuntimeConfig()));
          return middlewares;
        },
      },
    };
  };
}

/**
 * `process.env.PORTAL_RENDER` is 'browser' or 'server' in the code each build makes: what only
 * the server's HTML needs (a page's structured data) is left out of the browser's bundles.
 */
function renderTarget(target) {
  const webpack = require('webpack');
  return new webpack.DefinePlugin({ 'process.env.PORTAL_RENDER': JSON.stringify(target) });
}

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
      ? { module: [path.join(__dirname, 'scripts', 'server-public-path.cjs'), entry] }
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
        {
          // The documents too (`new URL('./file.html', import.meta.url)`): no page template here.
          test: /\.(png|jpe?g|webp|svg|gif|ico|html)$/i,
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

/**
 * The entry only starts the federation runtime, which then asks for the shared modules'
 * chunks: one more round trip before anything renders. The page names those chunks itself
 * (`<link rel=preload>`), so they arrive with the entry; the late shared packages' are left out,
 * and so are the app's own lazy chunks (an `import()` in its src/, such as a staff preview's
 * code), which most visits never load.
 */
class PreloadStartupChunks {
  constructor(ownSource) {
    this.ownSource = ownSource;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartupChunks', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadStartupChunks',
        (data) => {
          const isLate = (chunk) =>
            compilation.chunkGraph.getChunkModules(chunk).some((module) => {
              const file = module.nameForCondition() || '';
              return file.startsWith(this.ownSource) || LATE_SHARED.some((late) => late.test(file));
            });
          const publicPath = compilation.outputOptions.publicPath;
          const files = [];
          for (const chunk of compilation.chunks) {
            if (chunk.canBeInitial() || isLate(chunk)) continue;
            for (const file of chunk.files) if (file.endsWith('.js')) files.push(file);
          }
          const preloads = files.sort().map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: `${publicPath}${file}`,
            }),
          );
          data.headTags.push(...preloads);
          return data;
        },
      );
    });
  }
}

function federationName(name) {
  return name === 'shell' ? 'shell' : `mfe_${name}`;
}

function devRuntimeConfig() {
  const remotes = Object.keys(DEV_PORTS).filter((name) => name !== 'shell');
  return {
    apiBase: '/api/',
    geoLookupUrl: process.env.GEO_LOOKUP_URL || 'https://ipapi.co/json/',
    remotes: Object.fromEntries(
      remotes.map((name) => [name, `http://localhost:${DEV_PORTS[name]}/mf-manifest.json`]),
    ),
  };
}

module.exports = {
  createConfig,
  createServerConfig,
  federationName,
  sharedConfig,
  DEV_PORTS,
  SERVER_CONTEXT_MODULE,
};
