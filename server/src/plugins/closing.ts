import type { FastifyInstance } from 'fastify';

/** What a request still arriving on an open connection gets while the server closes. */
export const CLOSING_MESSAGE = 'The server is restarting: please try again in a moment';

/**
 * Once the server closes (SIGTERM), the requests in flight finish, and a request that still
 * arrives on a connection kept open is answered 503 `{ status, msg }` with the site's headers,
 * and its connection closed, so a load balancer or browser retries elsewhere.
 */
export function answeredWhileClosing(app: FastifyInstance, headers: Record<string, string>): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    void reply
      .headers(headers)
      .header('connection', 'close')
      .code(503)
      .send({ status: 503, msg: CLOSING_MESSAGE });
  });
}
