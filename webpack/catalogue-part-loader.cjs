// `import messages from './sw.json?part=<name>'`: part of an app's catalogue
// (docs/behaviour.md#languages), so a page fetches the messages it shows and not the long texts
// of pages it does not. The parts are named in `parts.json` beside the catalogue, each a list of
// id prefixes ({ "services": ["services."] }); the part `core` is every message no part names.
const fs = require('node:fs');
const path = require('node:path');

module.exports = function cataloguePart(source) {
  const part = new URLSearchParams(this.resourceQuery.slice(1)).get('part');
  const partsFile = path.join(path.dirname(this.resourcePath), 'parts.json');
  this.addDependency(partsFile);
  const parts = JSON.parse(fs.readFileSync(partsFile, 'utf8'));
  if (part !== 'core' && !parts[part]) {
    throw new Error(`${this.resourcePath}: no part '${part}' in parts.json`);
  }
  const named = Object.values(parts).flat();
  const inPart = (id) =>
    part === 'core'
      ? !named.some((prefix) => id.startsWith(prefix))
      : parts[part].some((prefix) => id.startsWith(prefix));
  const messages = JSON.parse(source);
  const kept = Object.fromEntries(Object.entries(messages).filter(([id]) => inPart(id)));
  return `export default ${JSON.stringify(kept)};`;
};
