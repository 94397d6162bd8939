import type { Config } from '../config';
import { clientErrorsWith, frameworkErrorsWith } from './errors';
import { requestLogSerializer } from './request-log';

/**
 * The Fastify instance's own options: its log, its answers (with the site's `headers`) to what
 * never reaches a route, its router, and how far it believes the proxies in front.
 */
export function serverOptions(
  config: Config,
  headers: Record<string, string>,
  logStream: { write(line: string): void } | undefined,
) {
  return {
    // The request log never holds a manage link's token.
    logger: {
      level: config.logLevel,
      serializers: { req: requestLogSerializer },
      ...(logStream ? { stream: logStream } : {}),
    },
    frameworkErrors: frameworkErrorsWith(headers),
    clientErrorHandler: clientErrorsWith(headers),
    // The contract writes some paths with a trailing slash ('blog/'), some without.
    routerOptions: { ignoreTrailingSlash: true },
    // Fastify's own answer while closing is not { status, msg }: closing.ts's is.
    return503OnClosing: false,
    // A hop count: trust that many proxies in front (the types only take it as a function).
    // Never `true` (config.ts refuses it): a client would pick its own address.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
  };
}
