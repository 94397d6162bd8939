import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Below this many bytes an answer goes as it is: compressing it saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

// Brotli's quality for answers made per request: 4 compresses JSON about as well as gzip's
// default at a fraction of quality 11's CPU (the pages and the build's files, made once, use 11).
export const DYNAMIC_BROTLI_QUALITY = 4;

// JSON and text only: images and fonts are compressed already, and the site's files come with
// their own .br and .gz copies (site.ts).
const COMPRESSIBLE = /^(?:application\/(?:[\w.-]+\+)?json|text\/(?!event-stream))/i;

/**
 * The API's answers over COMPRESS_THRESHOLD, brotli or gzip as the client accepts, with
 * `Vary: Accept-Encoding`. Only routes below /api: the pages (history-fallback.ts) and the
 * files (site.ts, releases) are sent from copies compressed once, with an ETag per coding.
 * Request bodies are never decompressed: a compressed body would be a way past the body limits'
 * intent (a small upload that inflates to the limit), so one is read as it is and refused.
 */
export const compression = fp(
  async (app) => {
    // Before the plugin's own onRoute hook, which reads these.
    app.addHook('onRoute', (route) => {
      route.decompress ??= false;
      // The route's whole path, its prefix included.
      if (!/^\/api(\/|$)/.test(route.url)) route.compress ??= false;
    });
    await app.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_THRESHOLD,
      customTypes: COMPRESSIBLE,
      brotliOptions: {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        },
      },
      zlibOptions: { level: 6 },
    });
    // Fastify answers HEAD by running the GET route and dropping the body in an onSend hook,
    // which runs before the compression's (added later): HEAD then told of the plain body, with
    // neither the coding nor `Vary` that GET sends. RFC 9110 (9.3.2) asks for GET's headers, so
    // on HEAD the body is dropped last, after the compression has chosen the coding.
    app.addHook('onRoute', (route) => {
      if (route.method !== 'HEAD' || route.compress === false || !Array.isArray(route.onSend))
        return;
      const hooks = route.onSend as { name: string }[];
      const dropBody = hooks.findIndex((hook) => hook.name === 'headRouteOnSendHandler');
      if (dropBody < 0 || dropBody === hooks.length - 1) return;
      hooks.push(...hooks.splice(dropBody, 1));
    });
  },
  { name: 'compression', fastify: '5.x' },
);
