const path = require('node:path');
const { createConfig } = require('../webpack.base.cjs');

const base = createConfig({
  name: 'public',
  dir: __dirname,
  exposes: { './module': './src/app/module.tsx' },
  // Only in dev: the remote alone in a minimal host.
  entry: './dev/index.tsx',
  title: 'Public pages (standalone)',
});

module.exports = (env, argv) => {
  const config = base(env, argv);
  // `x.web.ts` stands in for `x.ts` in the build: the modules that import bundled files
  // (images, documents) have a plain twin that jest, which has no loader for them, reads.
  config.resolve.extensions = ['.web.ts', ...config.resolve.extensions];
  // The policy documents of the about page ship as files of their own.
  config.module.rules.push({
    test: /\.html$/,
    include: path.join(__dirname, 'src'),
    type: 'asset/resource',
  });
  return config;
};
