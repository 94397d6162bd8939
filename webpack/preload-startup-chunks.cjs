const HtmlWebpackPlugin = require('html-webpack-plugin');
const { LATE_SHARED } = require('./shared-modules.cjs');

/** A language's catalogue (`src/i18n/sw.json`): docs/behaviour.md#languages. */
const CATALOGUE = /[\\/]i18n[\\/][\w-]+\.json$/;

/**
 * The entry only starts the federation runtime, which then asks for the shared modules'
 * chunks: one more round trip before anything renders. The page names those chunks itself
 * (`<link rel=preload>`), so they arrive with the entry; the late shared packages' are left out,
 * and so are the app's own lazy chunks (an `import()` in its src/, such as a staff preview's
 * code), which most visits never load, and the language catalogues (shared-ui's among them),
 * fetched only by a page in their language.
 */
class PreloadStartupChunks {
  constructor(ownSource) {
    this.ownSource = ownSource;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartupChunks', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadStartupChunks',
        (data) => {
          const isLate = (chunk) =>
            compilation.chunkGraph.getChunkModules(chunk).some((module) => {
              const file = module.nameForCondition() || '';
              return (
                file.startsWith(this.ownSource) ||
                LATE_SHARED.some((late) => late.test(file)) ||
                CATALOGUE.test(file)
              );
            });
          const publicPath = compilation.outputOptions.publicPath;
          const files = [];
          for (const chunk of compilation.chunks) {
            if (chunk.canBeInitial() || isLate(chunk)) continue;
            for (const file of chunk.files) if (file.endsWith('.js')) files.push(file);
          }
          const preloads = files.sort().map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: `${publicPath}${file}`,
            }),
          );
          data.headTags.push(...preloads);
          return data;
        },
      );
    });
  }
}

module.exports = { PreloadStartupChunks };
