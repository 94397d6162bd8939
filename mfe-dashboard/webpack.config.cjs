const { createConfig } = require('../webpack.base.cjs');

module.exports = createConfig({
  name: 'dashboard',
  dir: __dirname,
  exposes: { './module': './src/app/module.tsx' },
  // Only in dev: the remote alone in a minimal host.
  entry: './dev/index.tsx',
  title: 'Staff dashboard (standalone)',
});
