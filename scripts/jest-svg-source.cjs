// jest's stand-in for webpack's asset/source on `./art.svg?source` imports (the query is mapped
// away in jest.config.cjs): the module's default export is the file's text.
module.exports = {
  process(sourceText) {
    return {
      code: `module.exports = { __esModule: true, default: ${JSON.stringify(sourceText)} };`,
    };
  },
};
