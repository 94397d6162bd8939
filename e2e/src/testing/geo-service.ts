import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A location lookup service on loopback, answering like ipapi.co for every request (with
 * CORS, as a third-party service would), so the site's lookup can be followed end to end.
 */
export async function startGeoService(answer: Record<string, unknown>) {
  let calls = 0;
  const server = createServer((_req, res) => {
    calls += 1;
    res.writeHead(200, {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
    });
    res.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/json/`,
    calls: () => calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
