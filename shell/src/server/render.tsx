// The shell's server bundle (dist/server/render.js): what the site's server renders a public
// page with. The server evaluates it in a V8 isolate of its own, with nothing of Node (no
// file system, network, environment or process), together with one remote's server bundle,
// which takes `shared` as its modules, the way the browser's remotes take the shell's shared
// singletons (server/src/render/isolate/, docs/security.md#server-bundles-of-remotes).
import './isolate-globals';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import { prerender } from 'react-dom/static';
import * as ReactRedux from 'react-redux';
import * as StyledComponents from 'styled-components';
import { ServerStyleSheet } from 'styled-components';
import * as SharedData from 'shared-data';
// The server bundle builds its own client adapter: axios is bundled here, not shared.
// eslint-disable-next-line no-restricted-imports
import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import {
  configureClient,
  createStoreKit,
  LOCALE_PREFIX,
  localeOfPath,
  pathWithoutLocale,
  type PageHead,
  type RemoteModule,
  type RenderApiRequest,
  type RenderApiResponse,
  type RenderOutput,
  type RemoteName,
} from 'shared-data';
import * as SharedUi from 'shared-ui';
// Not part of shared-ui, which every page loads whole: only this bundle needs it, and in this
// one bundle react-router-dom is the same module shared-ui's routes use.
// eslint-disable-next-line no-restricted-imports
import { StaticRouter } from 'react-router-dom';
import { matchPath, PageHeadProvider } from 'shared-ui';
import { App } from '../app/app';
import { RemoteLoader } from '../remotes/remote-loader';
import { createOperationTracker } from './operations';
import { loadMessages } from '../i18n/load-messages';

/** The modules a remote's server bundle takes from the shell (webpack.base.cjs). */
export const shared: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDom,
  'react-redux': ReactRedux,
  'styled-components': StyledComponents,
  'shared-data': SharedData,
  'shared-ui': SharedUi,
};

/**
 * Where the render's calls go: `answer` is the server's own routes, called without a round
 * trip through the network (the data is the API's, its caching and checks included).
 */
export function configure({
  apiBase,
  answer,
}: {
  apiBase: string;
  answer: (request: RenderApiRequest) => Promise<RenderApiResponse>;
}): void {
  configureClient({
    apiBase,
    getAccessToken: () => null,
    adapter: async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
      const headers: Record<string, string> = {};
      for (const [key, value] of Object.entries(config.headers.toJSON())) {
        if (typeof value === 'string') headers[key.toLowerCase()] = value;
      }
      const reply = await answer({
        method: (config.method ?? 'get').toUpperCase(),
        url: axios.getUri(config),
        headers,
        ...(typeof config.data === 'string' ? { body: config.data } : {}),
      });
      const response: AxiosResponse = {
        data: reply.body,
        status: reply.status,
        statusText: String(reply.status),
        headers: reply.headers,
        config,
      };
      if (config.validateStatus && !config.validateStatus(reply.status)) {
        throw new AxiosError(
          `Request failed with status code ${reply.status}`,
          reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
          config,
          null,
          response,
        );
      }
      return response;
    },
  });
}

/** The whole of a stream of UTF-8 bytes, as text. */
async function readText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.byteLength;
  }
  // One decode of the whole: a character may be split between two chunks.
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

export interface RenderInput {
  /** The path and query asked for. */
  url: string;
  /** The remote that owns the path, evaluated from its server bundle; null: the shell's own page. */
  remote: { name: RemoteName; module: RemoteModule } | null;
  /** Ends a render that takes too long: the server then answers the client-rendered page. */
  signal: AbortSignal;
  /** How long the page's data may take. */
  dataTimeoutMs: number;
  /**
   * The store's state to start from (a posted form's values and refusals, under
   * POSTED_FORM_SLICE); it is in the page's state too, so the browser hydrates the same page.
   */
  state?: Record<string, unknown>;
  /**
   * The state already holds the page's data (a staff preview of a post that is not public):
   * the route's serverData is not put, so nothing fetched replaces it.
   */
  dataGiven?: boolean;
  /**
   * A part of the page that threw while rendering: React leaves it to the browser to render
   * (its Suspense boundary's fallback is in the HTML), the rest of the page is still here.
   */
  onError?: (error: unknown) => void;
}

/**
 * Renders a page as the browser would show it once its data has arrived; null for a route that
 * is only rendered in the browser (RemoteRoute.clientOnly).
 */
export async function render({
  url,
  remote,
  signal,
  dataTimeoutMs,
  state = {},
  dataGiven = false,
  onError,
}: RenderInput): Promise<RenderOutput | null> {
  const { pathname: fullPath, searchParams } = new URL(url, 'http://site.invalid');
  // A Kiswahili page is its English route under '/sw' (docs/behaviour.md#languages).
  const locale = localeOfPath(fullPath);
  const pathname = pathWithoutLocale(fullPath);
  const messages = await loadMessages(locale);
  const route = remote?.module.routes.find((candidate) => matchPath(candidate.path, pathname));
  if (route?.clientOnly) return null;
  const operations = createOperationTracker();
  const kit = createStoreKit({}, state, [operations.middleware]);
  const loader = new RemoteLoader(
    kit,
    () => (remote ? Promise.resolve(remote.module) : Promise.reject(new Error('No remote'))),
    undefined,
    locale,
  );
  const sheet = new ServerStyleSheet();
  try {
    let complete = true;
    if (remote) {
      await loader.ready(remote.name);
      if (route) {
        const params = matchPath(route.path, pathname)?.params ?? {};
        // The page's code first: what its first screen fetches may come with it.
        await route.prepare?.();
        const query = Object.fromEntries(searchParams.entries());
        const actions = dataGiven ? [] : (route.serverData?.(params, query) ?? []);
        for (const action of actions) kit.store.dispatch(action);
        complete = await operations.settled(dataTimeoutMs);
      }
    }
    signal.throwIfAborted();

    let head: PageHead | null = null;
    const collector = { set: (next: PageHead) => (head = next) };
    const tree = sheet.collectStyles(
      <PageHeadProvider collector={collector}>
        <App
          kit={kit}
          loader={loader}
          locale={locale}
          messages={messages}
          router={(children) => (
            <StaticRouter location={url} basename={LOCALE_PREFIX[locale] || undefined}>
              {children}
            </StaticRouter>
          )}
        />
      </PageHeadProvider>,
    );
    const { prelude } = await prerender(tree, { signal, onError });
    const html = await readText(prelude);
    const found = head as PageHead | null;
    return {
      html,
      styles: sheet.getStyleTags(),
      state: kit.store.getState(),
      head: found,
      status: found?.status ?? 200,
      complete,
    };
  } finally {
    sheet.seal();
    kit.close();
  }
}
