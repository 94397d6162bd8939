// The modules the apps share at runtime, and the versions each build provides and requires
// (docs/behaviour.md#shared-package-versions). Each shared singleton's `version` is the one
// installed: the root package.json's pin, or shared-ui's and shared-data's own package.json
// version. Its `requiredVersion` is the range the app's own package.json declares. Both land in
// dist/mf-manifest.json (`shared[]`), where the server's compatibility gate reads them.
const rootPackage = require('../package.json');

// react-router-dom, @reduxjs/toolkit, redux-saga and axios are not shared on their own: the
// apps reach them through shared-ui (routing) and shared-data (state, sagas, HTTP), which are
// singletons, so each library is still loaded once but tree-shaken to what is used (a shared
// package is always loaded whole; react-router-dom alone is 62 KB gzip that way).
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-redux',
  'styled-components',
  'react-toastify',
];
// 'shared-ui/forms' (the fields of the pages that edit) is not shared: each app that uses it
// bundles the parts it uses, tree-shaken, and the home page loads none of it. It holds no state
// of its own and takes the theme and base components from the shared 'shared-ui', so a copy
// per app is safe.
const WORKSPACE_SINGLETONS = ['shared-ui', 'shared-data'];
// Shared modules a page loads only later (react-toastify, on the first notice): the shell's
// page does not preload their chunks.
const LATE_SHARED = [/[\\/]node_modules[\\/]react-toastify[\\/]/];

/** The package a shared request belongs to: 'react/jsx-runtime' -> 'react'. */
function packageOf(request) {
  return request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
}

/**
 * The range `pkg` is required in by the app whose package.json is `appPackage`: its own
 * dependencies, else the range of the workspace package it is reached through (a remote that
 * imports no react-toastify itself gets it with shared-ui, and needs what shared-ui needs),
 * else a caret of the version installed.
 */
function requiredRange(appPackage, pkg, installed) {
  const seen = new Set();
  const queue = [appPackage];
  while (queue.length > 0) {
    const manifest = queue.shift();
    if (seen.has(manifest.name)) continue;
    seen.add(manifest.name);
    const range = manifest.dependencies?.[pkg];
    if (range) return range;
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      if (WORKSPACE_SINGLETONS.includes(name)) queue.push(workspacePackage(name));
    }
  }
  return `^${installed}`;
}

function workspacePackage(name) {
  return require(`../${name}/package.json`);
}

/** @param {object} appPackage the app's own package.json */
function sharedConfig(appPackage) {
  const shared = {};
  for (const request of SINGLETONS) {
    const pkg = packageOf(request);
    const version = rootPackage.dependencies[pkg];
    if (!version) throw new Error(`${pkg} must be pinned in the root package.json dependencies`);
    // Subpaths (react-dom/client, react/jsx-runtime) need an explicit version of their own.
    shared[request] = {
      singleton: true,
      requiredVersion: requiredRange(appPackage, pkg, version),
      version,
    };
  }
  for (const name of WORKSPACE_SINGLETONS) {
    const { version } = workspacePackage(name);
    shared[name] = {
      singleton: true,
      requiredVersion: requiredRange(appPackage, name, version),
      version,
    };
  }
  return shared;
}

module.exports = { SINGLETONS, WORKSPACE_SINGLETONS, LATE_SHARED, sharedConfig };
