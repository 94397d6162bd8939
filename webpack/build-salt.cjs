const path = require('node:path');
const { createHash } = require('node:crypto');
const { readFileSync, readdirSync } = require('node:fs');

const root = path.join(__dirname, '..');

/**
 * Entry files are named by [fullhash], which follows the modules' sources but not the build's
 * settings: a change of settings alone (source maps, minifier, a shared package's version)
 * changes the chunks' names but not the entry's, and a browser holding the old entry (cached
 * for a year) would ask for chunks that are gone. This file and the manifests that set versions
 * go into the hash as well.
 */
function buildSalt(dir) {
  const hash = createHash('sha256');
  const config = readdirSync(__dirname)
    .sort()
    .map((file) => path.join(__dirname, file));
  for (const file of [
    path.join(root, 'webpack.base.cjs'),
    ...config,
    path.join(root, 'package.json'),
    path.join(root, 'shared-ui', 'package.json'),
    path.join(root, 'shared-data', 'package.json'),
    path.join(dir, 'package.json'),
  ]) {
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

module.exports = { buildSalt };
