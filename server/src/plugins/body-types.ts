import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../core/errors';

/** 'application/json' of 'Application/JSON; charset=utf-8'. */
function mediaType(header: string | undefined): string {
  return (header ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
}

/**
 * A route that declares the body types it reads (its schema's `consumes`) answers any other
 * with 415 `{ status, msg }` (RFC 9110 §15.5.16), before the body is read: a text or form body
 * sent to a JSON call is refused as such, rather than parsed and refused by field.
 * A request without a body is left to the route's own rules.
 */
export const bodyTypes = fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const consumes = route.schema?.consumes;
      if (!Array.isArray(consumes) || consumes.length === 0) return;
      const accepted = new Set(consumes.map((type) => type.toLowerCase()));
      const msg = `Send the body as ${[...accepted].join(' or ')}`;
      const check = async (request: FastifyRequest, reply: FastifyReply) => {
        const length = request.headers['content-length'];
        const hasBody =
          request.headers['transfer-encoding'] !== undefined ||
          (length !== undefined && length !== '0');
        if (!hasBody || accepted.has(mediaType(request.headers['content-type']))) return;
        return reply.code(415).send(errorBody(415, msg));
      };
      const own = route.onRequest;
      route.onRequest = own ? [check, ...(Array.isArray(own) ? own : [own])] : [check];
    });
  },
  { name: 'body-types', fastify: '5.x' },
);
