// The web platform's globals that rendering needs and a bare V8 isolate lacks. The shell's
// server bundle runs in an isolate of its own on the site's server, with nothing of Node and
// nothing of a browser (server/src/render/isolate/, docs/security.md#server-bundles-of-remotes):
// React's server renderer writes to a ReadableStream of UTF-8 bytes, and react-router resolves
// links with URL (SiteUrl: whatwg-url's answers, faster for the site's own addresses). The server gives the isolate its timers, console, clock and AbortController;
// these are the rest. A global that is already there (Node, a test) is left as it is.
import './isolate-text';

import { URLSearchParams as WhatwgUrlSearchParams } from 'whatwg-url';
import { SiteUrl } from './isolate-url';

import { ReadableStream as StreamPonyfill } from 'web-streams-polyfill';

/** Puts what is missing on globalThis; what the environment has is kept. */
export function installIsolateGlobals(): void {
  const target = globalThis as Record<string, unknown>;
  const missing = (name: string) => typeof target[name] === 'undefined';
  if (missing('URL')) target.URL = SiteUrl;
  if (missing('URLSearchParams')) target.URLSearchParams = WhatwgUrlSearchParams;
  if (missing('ReadableStream')) target.ReadableStream = StreamPonyfill;
}

installIsolateGlobals();
