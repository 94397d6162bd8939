// The first module of a remote's server bundle (webpack/server-bundle.cjs): the URL
// its images are served under is the version's, which the site's server passes when it
// evaluates the bundle; the browser build finds the same from where its entry was loaded.
// eslint-disable-next-line no-undef
__webpack_public_path__ = require('portal:server-context').publicPath;
