import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  RELEASE_BEACON_PATH,
  RELEASE_VERSION_PATTERN,
  REMOTE_NAMES,
  releaseBeaconSchema,
} from 'shared-data/contract';
import { BEACON_LIMIT } from '../../core/call-limits';
import {
  acceptedCodings,
  CACHE_FOREVER,
  etagFor,
  noneMatchHits,
  type ContentCoding,
} from '../../core/cache-policy';
import { HttpError } from '../../core/errors';
import { isServerFile } from '../../core/releases';
import { visitorOf } from '../../core/visitor-bucket';
import { remoteFilePolicy } from '../../core/remote-file-policy';
import type { DeployTokenService } from '../../services/deploy-token-service';
import {
  contentTypeOf,
  type ReleaseCaller,
  type ReleaseService,
  type ReleaseTurn,
} from '../../services/releases';
import { contractRoute, signedIn, type CallInput } from '../contract-route';

export interface ReleaseRoutesOptions {
  releases: ReleaseService;
  deployTokens: DeployTokenService;
}

/** The largest release body: the build's limit in base64, with room for the JSON around it. */
const UPLOAD_BODY_LIMIT = 45 * 1024 * 1024;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function releaseCaller(
  input: Pick<CallInput<'remoteReleases'>, 'staff' | 'deployer'>,
): ReleaseCaller {
  return input.deployer
    ? { kind: 'deploy', deployer: input.deployer }
    : { kind: 'staff', caller: signedIn(input) };
}

/** The release calls under /api/releases (docs/behaviour.md#releases). */
export const releaseRoutes: FastifyPluginAsync<ReleaseRoutesOptions> = async (
  app,
  { releases, deployTokens },
) => {
  // A release takes its place in line as it arrives and claims its remote once its caller is
  // known, before its body is read: of releases sent at the same moment one is made, the others
  // are refused at once (services/releases/claims.ts). The revision it starts from is read then
  // too: a change that lands meanwhile (a promote) refuses it when it commits.
  const startedAt = new WeakMap<FastifyRequest, number | undefined>();
  const turns = new WeakMap<FastifyRequest, { remote: string; turn: ReleaseTurn }>();
  app.addHook('onRequest', async (request) => {
    const match = /^\/api\/releases\/([a-z]+)\/versions\/?(\?|$)/.exec(request.url);
    if (request.method === 'POST' && match?.[1]) {
      const turn = releases.arrive(match[1]);
      if (turn) turns.set(request, { remote: match[1], turn });
      startedAt.set(request, await releases.revision(match[1]));
    }
  });
  app.addHook('preParsing', async (request, _reply, payload) => {
    const claim = turns.get(request);
    if (claim) {
      const who = releaseCaller({ staff: request.staff, deployer: request.deployer });
      await releases.claim(who, claim.remote, claim.turn);
    }
    return payload;
  });
  // Given back before the answer leaves: a release sent right after this one's answer finds
  // the remote free.
  const giveBack = async (request: FastifyRequest) => {
    await turns.get(request)?.turn.end();
  };
  app.addHook('onSend', async (request) => giveBack(request));
  app.addHook('onRequestAbort', giveBack);
  app.addHook('onResponse', giveBack);

  contractRoute(app, 'releaseOverview', (input) => releases.overview(releaseCaller(input)));
  contractRoute(app, 'remoteReleases', (input) =>
    releases.remote(releaseCaller(input), input.params.remote ?? ''),
  );
  contractRoute(
    app,
    'releaseUpload',
    async (input) => {
      const files = input.body.files.map((file, i) => {
        if (!BASE64.test(file.data)) {
          throw new HttpError(400, `files.${i}.data: must be the file's bytes in base64`);
        }
        return { path: file.path, bytes: Buffer.from(file.data, 'base64') };
      });
      return releases.release(releaseCaller(input), input.params.remote ?? '', {
        files,
        commit: input.body.commit ?? null,
        target: input.body.target,
        percent: input.body.percent,
        baseRevision: input.body.base_revision ?? startedAt.get(input.request),
        turn: turns.get(input.request)?.turn,
        budgetKB: input.body.budget_kb,
      });
    },
    { bodyLimit: UPLOAD_BODY_LIMIT },
  );
  contractRoute(app, 'releaseCanary', (input) =>
    releases.setCanary(
      releaseCaller(input),
      input.params.remote ?? '',
      input.body.version,
      input.body.percent,
    ),
  );
  contractRoute(app, 'releasePromote', (input) =>
    releases.promote(releaseCaller(input), input.params.remote ?? ''),
  );
  contractRoute(app, 'releaseRollback', (input) =>
    releases.rollback(releaseCaller(input), input.params.remote ?? '', input.body.version),
  );
  contractRoute(app, 'releaseWithdraw', (input) =>
    releases.withdraw(releaseCaller(input), input.params.remote ?? ''),
  );
  contractRoute(app, 'releasePreview', (input) => {
    signedIn(input);
    return releases.preview(input.params.remote ?? '', input.params.version ?? '');
  });
  contractRoute(app, 'deployTokens', (input) => deployTokens.list(signedIn(input)));
  contractRoute(
    app,
    'createDeployToken',
    (input) => deployTokens.create(signedIn(input), input.body.remote, input.body.label),
    { status: 201 },
  );
  contractRoute(app, 'revokeDeployToken', (input) =>
    deployTokens.revoke(signedIn(input), input.params.id ?? ''),
  );

  // The shell's beacon: sendBeacon may send its JSON as text/plain.
  app.post(
    `/${RELEASE_BEACON_PATH}`,
    {
      bodyLimit: 16 * 1024,
      config: { rateLimit: BEACON_LIMIT },
      schema: { hide: true },
    },
    async (request, reply) => {
      let body: unknown = request.body;
      if (typeof body === 'string') {
        try {
          body = JSON.parse(body);
        } catch {
          throw new HttpError(400, 'body: must be JSON');
        }
      }
      const parsed = releaseBeaconSchema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new HttpError(
          400,
          `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'is invalid'}`,
        );
      }
      // Answered alike whether it counts or not: a forger learns nothing from the answer.
      await releases.beacon(parsed.data.events, visitorOf(request));
      return reply.code(204).send();
    },
  );
};

export interface ReleaseFileRoutesOptions {
  releases: ReleaseService;
}

/**
 * GET /mfe/<remote>/<version>/<path>: a registered version's files, from the database through
 * each instance's memory, cached by browsers for a year (they never change under their URL).
 */
export const releaseFileRoutes: FastifyPluginAsync<ReleaseFileRoutesOptions> = async (
  app,
  { releases },
) => {
  const version = RELEASE_VERSION_PATTERN.source.replace(/^\^|\$$/g, '');
  for (const remote of REMOTE_NAMES) {
    app.get<{ Params: { version: string; '*': string } }>(
      `/mfe/${remote}/:version(${version})/*`,
      { schema: { hide: true } },
      async (request, reply) => {
        const path = request.params['*'];
        // The version's server bundle is for this server to render with, not for browsers.
        const files = isServerFile(path)
          ? null
          : await releases.file(remote, request.params.version, path);
        const file = files?.[0];
        if (!files || !file) {
          throw new HttpError(404, `${remote} ${request.params.version} has no such file`);
        }
        const suffixes = { br: '.br', gzip: '.gz' } as const;
        const pick = (coding: ContentCoding) =>
          files.find((entry) => entry.path === `${file.path}${suffixes[coding]}`);
        const encoding =
          acceptedCodings(request.headers['accept-encoding']).find((coding) => pick(coding)) ??
          null;
        const sent = encoding ? pick(encoding) : file;
        const etag = etagFor(`"${file.sha256.slice(0, 32)}"`, encoding);
        // An SVG (or any file but a script, style, font or raster image) opened at its URL
        // must not run on the site's origin: an administrator's session is there.
        const policy = remoteFilePolicy(file.path);
        if (policy) reply.header('content-security-policy', policy);
        reply
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', CACHE_FOREVER)
          .header('vary', 'Accept-Encoding')
          .header('etag', etag)
          .header('access-control-allow-origin', '*')
          .header('cross-origin-resource-policy', 'cross-origin')
          .type(contentTypeOf(file.path) ?? file.contentType);
        if (noneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
        if (encoding) reply.header('content-encoding', encoding);
        // HEAD too: Fastify sends no body for it, but the length it states is this one's.
        return reply.send(sent?.bytes);
      },
    );
  }
};
