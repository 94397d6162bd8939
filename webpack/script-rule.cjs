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
 * `process.env.PORTAL_RENDER` is 'browser' or 'server' in the code each build makes: what only
 * the server's HTML needs (a page's structured data) is left out of the browser's bundles.
 */
function renderTarget(target) {
  const webpack = require('webpack');
  return new webpack.DefinePlugin({ 'process.env.PORTAL_RENDER': JSON.stringify(target) });
}

module.exports = { scriptRule, renderTarget };
