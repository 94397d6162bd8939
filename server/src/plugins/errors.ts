import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from 'shared-data/contract';

export function errorBody(status: number, msg: string): ErrorBody {
  return { status, msg };
}

/**
 * Gets the first look at a request no route matched; returns true when it has answered it
 * (the site's history fallback), false to let the JSON 404 answer.
 */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

export interface ErrorsOptions {
  fallback?: NotFoundFallback;
}

function statusOf(error: unknown): number {
  const status =
    typeof error === 'object' && error !== null && 'statusCode' in error
      ? error.statusCode
      : undefined;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/**
 * Fastify's own refusals before routing (an address that does not decode, a bad content
 * type) keep the { status, msg } shape too. Passed to Fastify() as `frameworkErrors`.
 */
export function frameworkErrors(error: Error, _request: FastifyRequest, reply: FastifyReply) {
  const status = statusOf(error);
  const msg =
    'code' in error && error.code === 'FST_ERR_BAD_URL'
      ? 'The address is not valid'
      : (STATUS_CODES[status] ?? 'Bad request');
  return reply.code(status).send(errorBody(status, msg));
}

/** Every 4xx/5xx body is { status, msg }; a 5xx says nothing of the cause, which is logged. */
export const errors = fp<ErrorsOptions>(
  async (app, { fallback }) => {
    app.setNotFoundHandler((request, reply) => {
      if (fallback?.(request, reply)) return reply;
      // The path without its query: a query string may carry a token worth keeping out of bodies.
      const path = request.url.split('?', 1)[0];
      return reply.code(404).send(errorBody(404, `Route ${request.method} ${path} not found`));
    });

    app.setErrorHandler((error, request, reply) => {
      const status = statusOf(error);
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        const msg = status === 500 ? 'Internal server error' : (STATUS_CODES[status] ?? 'Error');
        return reply.code(status).send(errorBody(status, msg));
      }
      const msg = error instanceof Error ? error.message : (STATUS_CODES[status] ?? 'Error');
      return reply.code(status).send(errorBody(status, msg));
    });
  },
  { name: 'errors', fastify: '5.x' },
);
