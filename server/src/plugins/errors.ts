import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody, HttpError } from '../core/errors';

/**
 * Gets the first look at a request no route matched; returns true when it has answered it
 * (the site's history fallback), false to let the JSON 404 answer.
 */
export type NotFoundFallback = (
  request: FastifyRequest,
  reply: FastifyReply,
) => boolean | Promise<boolean>;

export interface ErrorsOptions {
  fallback?: NotFoundFallback;
  /** Whether a path is one of the site's pages (GET and HEAD: the fallback answers them). */
  isPage?: (pathname: string) => boolean;
}

const METHODS: readonly HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * The methods a path answers, for the Allow header of a 405 or of an OPTIONS: its routes' and,
 * for a page, GET and HEAD. A catch-all route (the site's files at '/*', the CORS plugin's
 * OPTIONS '/api/*') answers any path, so it names none: a path known only to one is unknown.
 */
function allowedMethods(
  app: FastifyInstance,
  pathname: string,
  isPage: ((pathname: string) => boolean) | undefined,
): HTTPMethods[] {
  const allowed = METHODS.filter((method) => {
    const route = app.findRoute({ method, url: pathname }) as {
      params?: Record<string, unknown>;
    } | null;
    return route !== null && !('*' in (route.params ?? {}));
  });
  if (isPage?.(pathname)) {
    for (const method of ['GET', 'HEAD'] as const) {
      if (!allowed.includes(method)) allowed.push(method);
    }
  }
  return allowed;
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
 * type) keep the { status, msg } shape too. Passed to Fastify() as `frameworkErrors`. Fastify
 * answers these before any hook runs, so the headers every answer carries (the security
 * headers) are given here.
 */
export function frameworkErrorsWith(headers: Record<string, string>) {
  return (error: Error, _request: FastifyRequest, reply: FastifyReply): void => {
    const status = statusOf(error);
    const msg =
      'code' in error && error.code === 'FST_ERR_BAD_URL'
        ? 'The address is not valid'
        : (STATUS_CODES[status] ?? 'Bad request');
    reply.headers(headers).code(status).send(errorBody(status, msg));
  };
}

/** What Node's HTTP parser refused, in words (it answers before Fastify sees a request). */
function clientErrorOf(code: string | undefined): { status: number; msg: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, msg: 'The request headers are too large' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, msg: 'The request took too long to arrive' };
    case 'HPE_INVALID_URL':
      return { status: 400, msg: 'The address is not valid' };
    case 'HPE_INVALID_METHOD':
      return { status: 400, msg: 'The request method is not valid' };
    default:
      return { status: 400, msg: 'The request could not be read' };
  }
}

/**
 * A request Node's parser refuses (headers too large, a raw control byte in the address, an
 * unknown method, a request that never finishes arriving) is answered on the socket itself, as
 * { status, msg } with the headers every answer carries. Passed to Fastify() as
 * `clientErrorHandler`; Fastify's own writes another shape.
 */
export function clientErrorsWith(headers: Record<string, string>) {
  return (error: Error & { code?: string }, socket: Duplex): void => {
    // A reset connection has no one left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, msg } = clientErrorOf(error.code);
    const body = JSON.stringify(errorBody(status, msg));
    if (socket.writable) {
      const lines = [
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(body)}`,
        'connection: close',
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy(error);
  };
}

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

// zod's own wording starts like this; rules with a message of ours keep it.
const GENERIC = /^(Invalid input|Invalid option|Too big|Too small|Invalid string|Invalid)/;

function describeIssue(issue: ValidationIssue): string {
  const params = issue.params ?? {};
  const message = issue.message ?? '';
  if (message && !GENERIC.test(message)) return message;
  const origin = params.origin;
  switch (issue.keyword) {
    case 'invalid_type':
      return / received undefined$/.test(message)
        ? 'is required'
        : `must be ${params.expected === 'object' ? 'an object' : `a ${String(params.expected)}`}`;
    case 'too_big':
      return origin === 'string'
        ? `must be at most ${String(params.maximum)} characters`
        : origin === 'array'
          ? `must have at most ${String(params.maximum)} items`
          : `must be at most ${String(params.maximum)}`;
    case 'too_small':
      if (origin === 'string' && params.minimum === 1) return 'is required';
      return origin === 'string'
        ? `must be at least ${String(params.minimum)} characters`
        : `must be at least ${String(params.minimum)}`;
    case 'invalid_value':
      return Array.isArray(params.values)
        ? `must be one of ${params.values.map(String).join(', ')}`
        : 'has a value that is not allowed';
    case 'invalid_format':
      return params.format === 'email' ? 'must be a valid email address' : 'has the wrong format';
    default:
      return 'is not valid';
  }
}

/** '400: content must be at most 1000 characters' - the field and the rule, in words. */
export function validationMessage(issues: ValidationIssue[], context: string | undefined): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
      return `${field || (context === 'querystring' ? 'query' : (context ?? 'body'))} ${describeIssue(issue)}`;
    })
    .join('; ');
}

/** Fastify's and its plugins' refusals, in words a person can act on. */
const CODE_MESSAGES: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: 'The file is larger than 5 MB: choose a smaller image',
  FST_FILES_LIMIT: 'The form has too many files',
  FST_FIELDS_LIMIT: 'The form has too many fields',
  FST_PARTS_LIMIT: 'The form has too many parts',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the body as JSON or multipart/form-data',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The JSON body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The multipart form could not be read',
  FST_PROTO_VIOLATION: 'The form has a field name that is not allowed',
  FST_INVALID_JSON_FIELD_ERROR: 'A JSON field of the form is not valid JSON',
};

/**
 * Statuses that differ from the plugin's own: the multipart plugin answers 406 (Not Acceptable,
 * which is about the answer's type) for what is a bad request body.
 */
const CODE_STATUS: Record<string, number> = {
  FST_INVALID_JSON_FIELD_ERROR: 400,
  FST_INVALID_MULTIPART_CONTENT_TYPE: 415,
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once the body has been read and checked: later failures are the server's own. */
    bodyAccepted?: boolean;
  }
}

/** Every 4xx/5xx body is { status, msg }; a 5xx says nothing of the cause, which is logged. */
export const errors = fp<ErrorsOptions>(
  async (app, { fallback, isPage }) => {
    app.setNotFoundHandler(async (request, reply) => {
      if (await fallback?.(request, reply)) return reply;
      // The path without its query: a query string may carry a token worth keeping out of bodies.
      const path = request.url.split('?', 1)[0] ?? '/';
      // A known path asked with another method (RFC 9110 §15.5.6): 405 with what it allows, and
      // an OPTIONS that is not a CORS preflight (those are the CORS plugin's) gets just that list.
      // Not when the method has a route that sent its own miss here (a file not there), nor
      // for a preflight the CORS plugin refused.
      const known = allowedMethods(app, path, isPage);
      const allowed =
        known.includes(request.method) ||
        request.headers['access-control-request-method'] !== undefined
          ? []
          : known;
      if (allowed.length > 0) {
        const allow = [...allowed, 'OPTIONS'].join(', ');
        if (request.method === 'OPTIONS') return reply.code(204).header('allow', allow).send();
        return reply
          .code(405)
          .header('allow', allow)
          .send(errorBody(405, `${request.method} is not allowed on ${path}: use ${allow}`));
      }
      return reply.code(404).send(errorBody(404, `Route ${request.method} ${path} not found`));
    });

    app.addHook('preHandler', (request, _reply, done) => {
      request.bodyAccepted = true;
      done();
    });

    app.setErrorHandler((error, request, reply) => {
      if (typeof error === 'object' && error !== null && 'validation' in error) {
        const { validation, validationContext } = error as {
          validation: ValidationIssue[];
          validationContext?: string;
        };
        return reply
          .code(400)
          .send(errorBody(400, validationMessage(validation, validationContext)));
      }
      const code =
        typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
      let status = statusOf(error);
      // A form that breaks while it is read (a cut upload, a bad boundary) is the client's.
      // isMultipart exists only where the multipart plugin is registered, whatever its types say.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- see above
      if (status >= 500 && !request.bodyAccepted && request.isMultipart?.()) {
        request.log.warn({ err: error }, 'multipart body refused');
        return reply.code(400).send(errorBody(400, 'The multipart form could not be read'));
      }
      if (CODE_MESSAGES[code]) {
        status = CODE_STATUS[code] ?? (status >= 500 ? 400 : status);
        return reply.code(status).send(errorBody(status, CODE_MESSAGES[code]));
      }
      if (status >= 500 && !(error instanceof HttpError)) {
        request.log.error({ err: error }, 'request failed');
        const msg = status === 500 ? 'Internal server error' : (STATUS_CODES[status] ?? 'Error');
        return reply.code(status).send(errorBody(status, msg));
      }
      const msg = error instanceof Error ? error.message : (STATUS_CODES[status] ?? 'Error');
      if (error instanceof HttpError) {
        reply.headers(error.headers);
        return reply.code(status).send({ ...error.extra, ...errorBody(status, msg) });
      }
      return reply.code(status).send(errorBody(status, msg));
    });
  },
  { name: 'errors', dependencies: [], fastify: '5.x' },
);
