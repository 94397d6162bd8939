import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  calls,
  errorBodySchema,
  type CallName,
  type CallResponse,
  type Calls,
  type FileField,
} from 'shared-data/contract';
import { z } from 'zod';
import { LIMITS_BY_CALL } from '../core/call-limits';
import type { Caller, Deployer } from '../core/caller';
import { HttpError } from '../core/errors';
import { Serialized } from '../core/serialized';
import { isUploadedFile, NO_FILE_CHOSEN, type UploadedFile } from '../core/uploaded-file';

// A file field, as the OpenAPI document shows it and the validator checks it.
const uploadedFile = z
  .custom<UploadedFile>(isUploadedFile, { error: 'must be an image file' })
  .meta({ type: 'string', format: 'binary' });

/**
 * Browsers send an empty part for a file input left empty; a single-file field takes only the
 * first file and ignores the rest (docs/behaviour.md#validation); a multi-file field takes up
 * to maxCount.
 */
function fileSchema(field: FileField) {
  const normalize = (value: unknown) => {
    if (value === undefined || value === NO_FILE_CHOSEN) return undefined;
    return (Array.isArray(value) ? value : [value]).filter((v) => v !== NO_FILE_CHOSEN);
  };
  let files = z.array(uploadedFile, {
    error: (issue) => (issue.input === undefined ? 'is required' : 'must be an image file'),
  });
  if (field.required) files = files.min(1, 'is required');
  const counted =
    field.maxCount === 1
      ? files.transform((list) => list.slice(0, 1))
      : files.max(field.maxCount, `must have at most ${field.maxCount} files`);
  return z.preprocess(normalize, field.required ? counted : counted.optional());
}

type Def<N extends CallName> = Calls[N];
type Parsed<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;
type FileNames<N extends CallName> = Def<N> extends { files: infer F } ? keyof F & string : never;

/** What a handler gets: checked input, the files split out, and who is signed in. */
export interface CallInput<N extends CallName> {
  body: Parsed<Def<N> extends { request: infer R } ? R : undefined>;
  query: Parsed<Def<N> extends { query: infer Q } ? Q : undefined>;
  params: Record<string, string>;
  files: Partial<Record<FileNames<N>, UploadedFile[]>>;
  /** Set on bearer calls (always, unless a deploy token made it) and on public calls made with a valid token. */
  staff: Caller | undefined;
  /** Set on release calls made with a deploy token. */
  deployer: Deployer | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The route's answers plus its richer error bodies, typed as the answers alone for the handler. */
/**
 * A path parameter ({id}, {token}, {email}): any text but control characters, which no id
 * holds (and PostgreSQL cannot even compare: a NUL in a query parameter is an error there).
 */
// eslint-disable-next-line no-control-regex
const pathParam = z.string().regex(/^[^\u0000-\u001f\u007f]*$/, {
  error: 'must not contain control characters',
});

const withErrors = <R extends object>(response: R, errors: Record<number, z.ZodType> = {}): R =>
  Object.assign(response, errors);

/** 'auth/staff/{email}' -> '/auth/staff/:email'. */
const fastifyPath = (path: string) => `/${path.replace(/\{(\w+)\}/g, ':$1')}`;

/**
 * Declares one call of the contract: method, path, schemas and authentication all come from
 * shared-data, so the route cannot drift from what the client sends.
 * `optionalAuth`: a public call that answers more to a signed-in admin.
 */
export function contractRoute<N extends CallName>(
  app: FastifyInstance,
  name: N,
  handler: (input: CallInput<N>) => Promise<CallResponse<N> | Serialized>,
  options: {
    optionalAuth?: boolean;
    status?: number;
    bodyLimit?: number;
    /**
     * A body sent as text/plain is read as JSON: what navigator.sendBeacon sends, since a
     * text/plain request needs no CORS preflight.
     */
    jsonAsText?: boolean;
    /** Error answers with more than { status, msg } (a 409 with fresh slots), by status. */
    errors?: Record<number, z.ZodType>;
    /** A multipart text field's size in bytes, past the plugin's 64 KB (plugins/multipart.ts). */
    fieldSizeBytes?: number;
  } = {},
): void {
  const def: Def<N> = calls[name];
  const files: Record<string, FileField> = 'files' in def ? def.files : {};
  const request = 'request' in def ? def.request : undefined;
  const fileShape = Object.fromEntries(
    Object.entries(files).map(([field, rule]) => [field, fileSchema(rule)]),
  );
  const body = def.body === 'none' ? undefined : (request ?? z.object({})).extend(fileShape);
  const pathParams = [...def.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const bearer = def.auth === 'bearer';

  const limit = LIMITS_BY_CALL[name];
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: fastifyPath(def.path),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    // Read by the rate-limits plugin when the app has it (tests of other rules leave it out).
    // The call's name: what the pages' data version follows (render/pages-version.ts).
    config: {
      callName: name,
      ...(limit ? { rateLimit: limit } : {}),
      ...(options.fieldSizeBytes
        ? { multipartOptions: { limits: { fieldSize: options.fieldSizeBytes } } }
        : {}),
    },
    schema: {
      operationId: name,
      tags: [def.path.split('/')[0] ?? 'api'],
      ...(bearer ? { security: [{ bearerAuth: [] }] } : {}),
      // The body types it reads; any other is refused 415 (plugins/body-types.ts).
      ...(def.body === 'multipart'
        ? { consumes: ['multipart/form-data'] }
        : def.body === 'none'
          ? {}
          : {
              consumes: options.jsonAsText
                ? ['application/json', 'text/plain']
                : ['application/json'],
            }),
      ...(body ? { body } : {}),
      ...('query' in def ? { querystring: def.query } : {}),
      ...(pathParams.length
        ? { params: z.object(Object.fromEntries(pathParams.map((p) => [p, pathParam]))) }
        : {}),
      response: withErrors(
        { [options.status ?? 200]: def.response, '4xx': errorBodySchema },
        options.errors,
      ),
    },
    ...(options.jsonAsText ? { preValidation: readJsonText } : {}),
    // Before the body is read: an anonymous upload is refused without buffering it. A public
    // call has no such hook: the most read calls pay for none.
    ...(bearer || options.optionalAuth
      ? {
          onRequest: async (req: FastifyRequest) => {
            await app.authenticate(req, bearer, 'deployToken' in def && def.deployToken);
          },
        }
      : {}),
    handler: async (req, reply) => {
      const parsed = (req.body ?? {}) as Record<string, unknown>;
      const split: Record<string, UploadedFile[]> = {};
      const text: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(parsed)) {
        if (key in files) {
          if (Array.isArray(value) && value.length) split[key] = value as UploadedFile[];
        } else text[key] = value;
      }
      const result = await handler({
        body: text as CallInput<N>['body'],
        query: (req.query ?? {}) as CallInput<N>['query'],
        params: (req.params ?? {}) as Record<string, string>,
        files: split,
        staff: req.staff,
        deployer: req.deployer,
        request: req,
        reply,
      });
      reply.code(options.status ?? 200);
      if (result instanceof Serialized) {
        // A Buffer skips the response serializer: the bytes are checked JSON (or a page).
        return (reply as unknown as FastifyReply).type(result.type).send(result.body);
      }
      return reply.send(result);
    },
  });
}

/** A text/plain body (a string by then) becomes the JSON it holds; anything else stays. */
async function readJsonText(req: FastifyRequest): Promise<void> {
  if (typeof req.body !== 'string') return;
  try {
    req.body = JSON.parse(req.body) as unknown;
  } catch {
    throw new HttpError(400, 'The body is not valid JSON');
  }
}

/** Who makes a bearer call (contractRoute has checked the token). */
export function signedIn(input: { staff: Caller | undefined }): Caller {
  if (!input.staff) throw new Error('bearer call without an account');
  return input.staff;
}
