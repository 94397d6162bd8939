const path = require('node:path');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { buildSalt } = require('./build-salt.cjs');
const { DEV_PORTS, devServer } = require('./dev-server.cjs');
const { PreloadStartupChunks } = require('./preload-startup-chunks.cjs');
const { scriptRule, renderTarget } = require('./script-rule.cjs');
const { sharedConfig } = require('./shared-modules.cjs');

/** The browser build of an app (dist/): its federation container, page and compressed files. */
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
        clean: { keep: /^(server|vitals|worker)[\\/]/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
      },
      module: {
        rules: [
          scriptRule(production),
          // `import markup from './art.svg?source'`: the file's text, drawn inline in the page
          // (mfe-public's Artwork: no image document per picture); otherwise a file with a URL.
          { test: /\.svg$/i, resourceQuery: /^\?source$/, type: 'asset/source' },
          // `import messages from './sw.json?part=core'`: part of a catalogue, by its ids.
          {
            test: /\.json$/,
            resourceQuery: /[?&]part=/,
            type: 'javascript/auto',
            loader: require.resolve('./catalogue-part-loader.cjs'),
          },
          {
            test: /\.(png|jpe?g|webp|svg|gif|ico)$/i,
            resourceQuery: { not: [/^\?source$/] },
            type: 'asset/resource',
          },
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
            : [path.join(__dirname, '..', 'shell', 'src', 'remotes', 'runtime-core-global.ts')],
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
            template: path.join(__dirname, '..', 'shell', 'index.html'),
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
      devServer: devServer(name),
    };
  };
}

function federationName(name) {
  return name === 'shell' ? 'shell' : `mfe_${name}`;
}

module.exports = { browserConfig, federationName };
