// A rendered page made whole: the shell's page around the content a server bundle rendered,
// and where the bundle of the version a visitor gets comes from. PageRenderer (page-renderer.ts)
// renders and keeps the pages.
import path from 'node:path';
import {
  SERVER_STATE_ELEMENT_ID,
  type RemoteName,
  type ServerPageState,
} from 'shared-data/contract';
import { SERVER_BUNDLE_FILE, type VisitorRemotes } from '../core/releases';
import { MANIFEST_FILE } from '../services/releases';
import { withEntryOnDemand } from './entry-boot';
import type { IsolatedRenderRequest } from './isolate/isolated-renderer';
import { withoutReplacedHead } from './page-head';
import type { PageRendererOptions } from './page-renderer';
import { localBundle, type RenderOutput } from './server-bundles';
import { WORKER_OFF_META } from './worker-boot';

/** The shell's page with the rendered content, its styles, head and state in it. */
export async function composePage(
  options: Pick<
    PageRendererOptions,
    'shellPage' | 'runtimeConfig' | 'headTags' | 'entryBoot' | 'serviceWorker'
  >,
  output: RenderOutput,
  page: {
    url: string;
    pathname: string;
    origin: string;
    remote: RemoteName | null;
    chosen: VisitorRemotes;
  },
): Promise<string> {
  const base = await options.shellPage.htmlFor(page.pathname, page.chosen);
  // React puts the preloads it finds (the first screen's high-priority image) first: they
  // belong in the head, where the browser sees them before anything else.
  const leading = /^(?:<link [^>]*>)+/.exec(output.html)?.[0] ?? '';
  const content = output.html.slice(leading.length);
  const state: ServerPageState = {
    config: options.runtimeConfig(page.chosen),
    state: output.state as Record<string, unknown>,
    remote: page.remote,
  };
  const head = output.head
    ? await options.headTags(output.head, { origin: page.origin, path: page.pathname })
    : '';
  let html = (output.head ? withoutReplacedHead(base) : base)
    // The first screen is in the HTML: its scripts and manifests are not preloaded (the page
    // loads them by its deferred entry), so on a slow connection they do not take the bandwidth
    // its largest image and the HTML itself need first; nor is the runtime config, which comes
    // with the page. A page the browser renders keeps them.
    .replace(/<link rel="preload"[^>]*as="(script|fetch)"[^>]*>/g, '')
    // The page readable without scripts needs no warning that it needs them.
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  // Its code starts when the visitor first needs it (entry-boot.ts).
  html = withEntryOnDemand(html, options.entryBoot);
  const worker = options.serviceWorker === false ? WORKER_OFF_META : '';
  html = html.replace('</head>', `${head}${leading}${output.styles}${worker}</head>`);
  html = replaceRoot(html, content);
  return html.replace(
    '</body>',
    `<script id="${SERVER_STATE_ELEMENT_ID}" type="application/json">${jsonForScript(state)}</script></body>`,
  );
}

/**
 * Where the server bundle of the version this visitor gets comes from, and what identifies it
 * (its isolate's key); null when there is none here. The code itself is read only when that
 * version has no isolate yet (a local build's file is some 400 KB).
 */
export function remoteCodeOf(
  options: Pick<PageRendererOptions, 'shellPage' | 'serverBundleOf'>,
  remote: RemoteName,
  chosen: VisitorRemotes,
  origin: string,
): Pick<IsolatedRenderRequest, 'key' | 'remote'> | null {
  const choice = chosen[remote];
  // Served from elsewhere (REMOTE_<NAME>_URL): its server bundle is not here.
  if (!choice.url.startsWith('/')) return null;
  const publicPath = `${origin}${choice.url.slice(0, choice.url.lastIndexOf('/') + 1)}`;
  let source: { stamp: string; read: () => Promise<string | null> } | null;
  if (choice.version) {
    const version = choice.version;
    source = {
      stamp: version,
      read: () => options.serverBundleOf?.(remote, version) ?? Promise.resolve(null),
    };
  } else if (choice.url !== `/mfe/${remote}/${MANIFEST_FILE}`) {
    // REMOTE_<NAME>_URL names another copy than this server's build: its server bundle is
    // not the one the browser will run.
    return null;
  } else {
    const dist = options.shellPage.localDist(remote);
    source = dist ? localBundle(path.join(dist, SERVER_BUNDLE_FILE)) : null;
  }
  if (!source) return null;
  return {
    key: `${remote}|${source.stamp}|${publicPath}`,
    remote: { name: remote, publicPath, code: source.read },
  };
}

/** The shell page's #root, its loading frame replaced by the rendered page. */
function replaceRoot(html: string, content: string): string {
  const start = html.indexOf('<div id="root">');
  if (start < 0) throw new Error('The shell page has no <div id="root">');
  const open = start + '<div id="root">'.length;
  // The frame holds no other div's end before its own: the first </div> after the boot note.
  const note = html.indexOf('</p>', open);
  const close = html.indexOf('</div>', note);
  return `${html.slice(0, open)}${content}${html.slice(close)}`;
}

/** JSON safe inside a script element: nothing in it can close the element or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
