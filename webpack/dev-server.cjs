// What `npm run dev` serves: each app on a dev server of its own, the API proxied to the
// server, and a runtime config pointing at the dev servers.

/** Dev-server ports: the API runs on 8080, the shell on 3000, each remote on its own. */
const DEV_PORTS = { shell: 3000, public: 3001, blog: 3002, auth: 3003, dashboard: 3004 };
const API_DEV_ORIGIN = process.env.API_DEV_ORIGIN || 'http://localhost:8080';

/** The dev server of the app `name`. */
function devServer(name) {
  return {
    port: DEV_PORTS[name],
    hot: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { overlay: { warnings: false } },
    proxy: [{ context: ['/api', '/uploads'], target: API_DEV_ORIGIN, changeOrigin: true }],
    setupMiddlewares: (middlewares, server) => {
      // In dev every app answers the runtime config itself, pointing at the dev servers.
      server.app.get('/runtime-config.json', (_req, res) => res.json(devRuntimeConfig()));
      return middlewares;
    },
  };
}

function devRuntimeConfig() {
  const remotes = Object.keys(DEV_PORTS).filter((name) => name !== 'shell');
  return {
    apiBase: '/api/',
    geoLookupUrl: process.env.GEO_LOOKUP_URL || 'https://ipapi.co/json/',
    remotes: Object.fromEntries(
      remotes.map((name) => [name, `http://localhost:${DEV_PORTS[name]}/mf-manifest.json`]),
    ),
  };
}

module.exports = { DEV_PORTS, devServer };
