const { createConfig } = require('../webpack.base.cjs');

module.exports = createConfig({
  name: 'public',
  dir: __dirname,
  exposes: { './module': './src/app/module.tsx' },
  // Only in dev: the remote alone in a minimal host.
  entry: './dev/index.tsx',
  title: 'Public pages (standalone)',
  // The site's server renders this remote's pages with it (dist/server/module.js).
  serverEntry: './src/app/module.tsx',
});
