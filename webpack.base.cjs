// The webpack config every app of the portal is built with: the shell (host) and the four
// remotes differ only in their name, port and what they expose. The parts, by concern, are in
// webpack/: browser.cjs (the browser build and its federation container), server-bundle.cjs
// (the bundle the server renders pages with), shared-modules.cjs (what the apps share and in
// which versions), script-rule.cjs, build-salt.cjs, preload-startup-chunks.cjs and
// dev-server.cjs (`npm run dev`).
const { browserConfig, federationName } = require('./webpack/browser.cjs');
const { DEV_PORTS } = require('./webpack/dev-server.cjs');
const { scriptRule } = require('./webpack/script-rule.cjs');
const { createServerConfig, SERVER_CONTEXT_MODULE } = require('./webpack/server-bundle.cjs');
const { sharedConfig } = require('./webpack/shared-modules.cjs');

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

module.exports = {
  createConfig,
  scriptRule,
  createServerConfig,
  federationName,
  sharedConfig,
  DEV_PORTS,
  SERVER_CONTEXT_MODULE,
};
