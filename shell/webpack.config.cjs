const { createConfig } = require('../webpack.base.cjs');

module.exports = createConfig({
  name: 'shell',
  dir: __dirname,
  entry: './src/index.tsx',
  title: 'Veterinary & animal-health services in Kenya',
});
