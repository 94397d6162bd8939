const { createConfig } = require('../webpack.base.cjs');

module.exports = createConfig({
  name: 'public',
  dir: __dirname,
  exposes: { './module': './src/app/module.tsx' },
  // Only in dev: the remote alone in a minimal host.
  entry: './dev/index.tsx',
  title: 'Public pages (standalone)',
});
