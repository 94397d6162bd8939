import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  configureClient,
  createStoreKit,
  localeOfPath,
  pathWithoutLocale,
  sessionSaga,
  type SiteLocale,
} from 'shared-data';
import { App } from './app/app';
import { loadRemoteModule, registerRemotesFrom } from './remotes/federation';
import { createReleaseBeacon } from './remotes/release-beacon';
import { RemoteLoader } from './remotes/remote-loader';
import {
  defineMessages,
  LocaleProvider,
  matchPath,
  UiProvider,
  useIntl,
  type Messages,
} from 'shared-ui';
import { loadMessages } from './i18n/load-messages';
import { releaseMoved } from './start/release-check';
import { PREVIEW_NOTICE_ID, wantsPreview } from './start/preview-request';
import { remoteOfPath } from './shared/route-remote';
import { fetchRuntimeConfig } from './start/runtime-config';
import { readServerPage } from './start/server-page';
import { startVitals } from './vitals/start-vitals';
import { nextTask } from './remotes/next-task';
import { ReplayEarlyClick, takeEarlyInput } from './start/early-click';

const SHELL_NOTICE_IDS = [PREVIEW_NOTICE_ID];

const messages = defineMessages({
  failed: {
    id: 'start.failed',
    defaultMessage: 'The site could not start. Please reload the page.',
  },
});

function StartFailed() {
  return (
    <p role="alert" style={{ padding: '96px 16px', textAlign: 'center' }}>
      {useIntl().formatMessage(messages.failed)}
    </p>
  );
}

// With the federation runtime's asyncStartup the shared modules are ready before this runs.
async function start() {
  // The modules this file imports have just run; what follows runs as a task of its own, so
  // that neither holds the main thread long enough to delay a tap.
  await nextTask();
  const container = document.getElementById('root') as HTMLElement;
  // A page the server rendered carries its config and state; a preview is rendered here, with
  // the versions asked for rather than the ones the server drew.
  const served = wantsPreview() ? null : readServerPage();
  let root: ReturnType<typeof createRoot> | null = null;
  // The page's language is its path's; the routes below it are the same in every language.
  const locale: SiteLocale = localeOfPath(window.location.pathname);
  const path = pathWithoutLocale(window.location.pathname);
  let shown: Messages = {};
  try {
    // Fetched beside the config and the remote (an English page fetches nothing).
    const loadingMessages = loadMessages(locale);
    // Its failure is met where it is awaited; until then it is not an unhandled rejection.
    loadingMessages.catch(() => undefined);
    const config = served?.config ?? (await fetchRuntimeConfig());
    // A server-rendered page measures itself (its starter script fetches vitals/standalone.ts).
    if (!served) startVitals(config);
    const kit = createStoreKit({}, served?.state);
    configureClient({
      apiBase: config.apiBase,
      getAccessToken: () => kit.store.getState().auth.access_token,
    });
    // Restores the session after a reload and follows it while the page lives.
    kit.injectSaga('session', sessionSaga);
    // A staff member's preview (docs/behaviour.md#releases): the manifest URLs the server
    // answers for the versions asked, in this browser only. Loaded only when asked for.
    const preview = wantsPreview() ? await import('./start/preview') : null;
    const started = preview ? await preview.startPreviews(kit.store) : null;
    const previews = started?.active ?? [];
    const previewed = new Set(previews.map(({ remote }) => remote));
    const entries = { ...config.remotes };
    for (const { remote, manifestUrl } of previews) entries[remote] = manifestUrl;
    // Its banner, a chunk of its own too, with the way out: the live versions again.
    let banner: ReactNode = null;
    if (preview && previews.length > 0) {
      const { default: PreviewBanner } = await import('./layout/preview-banner');
      banner = (
        <PreviewBanner
          previews={previews}
          onLeave={() => {
            preview.leavePreview();
            window.location.reload();
          }}
        />
      );
    }
    // A version a link named is previewed only once the staff member says so: until then the
    // page runs the versions it would anyway, and nothing of the named one is loaded.
    if (preview && started && started.toConfirm.length > 0) {
      const { default: PreviewConfirm } = await import('./layout/preview-confirm');
      banner = (
        <>
          {banner}
          <PreviewConfirm
            offers={started.toConfirm}
            onStart={() => {
              preview.confirmPreviews(previews, started.toConfirm);
              window.location.reload();
            }}
            onCancel={() => undefined}
          />
        </>
      );
    }
    registerRemotesFrom({ ...config, remotes: entries });
    // Each load and each failure, per version, goes to the release registry's counts.
    const report = createReleaseBeacon(
      config.apiBase,
      // A previewed version is not counted: it is not what visitors get.
      (remote) => (previewed.has(remote) ? null : config.releases?.[remote].version),
    );
    const loader = new RemoteLoader(kit, loadRemoteModule, report, locale);
    // After a remote failed, each navigation asks which version this visitor gets now: a
    // canary withdrawn meanwhile is replaced by the live version with a reload of the page.
    const onNavigate = () => {
      const failed = loader.failed();
      if (failed.length === 0) return;
      fetchRuntimeConfig().then(
        (fresh) => {
          if (releaseMoved(config, fresh, failed)) window.location.reload();
        },
        () => undefined,
      );
    };
    shown = await loadingMessages;
    const app = (
      <App
        locale={locale}
        messages={shown}
        kit={kit}
        loader={loader}
        onNavigate={onNavigate}
        shellNoticeIds={SHELL_NOTICE_IDS}
        banner={banner}
        serverState={served?.state}
      />
    );
    if (served) {
      // The HTML is already the page: hydrate it once the code of what it shows is here (the
      // remote and the page's own chunk, which the page's preloads have been fetching).
      if (served.remote) {
        const state = await loader.ready(served.remote);
        if (state.status === 'ready') {
          const route = state.module.routes.find((candidate) => matchPath(candidate.path, path));
          await route?.prepare?.();
        }
      }
      // A mismatch React recovers from is reported on the console (React's own reportError).
      // As a transition, hydration yields to the browser every few milliseconds instead of
      // holding the main thread for the whole page; a tap meanwhile hydrates its part first.
      // What the visitor typed meanwhile is taken now: hydration gives the fields the server's
      // values, and ReplayEarlyClick gives theirs back.
      const input = takeEarlyInput(container);
      startTransition(() => {
        hydrateRoot(
          container,
          <>
            {app}
            <ReplayEarlyClick input={input} />
          </>,
        );
      });
      return;
    }
    // The page's remote starts loading now, not after the first render's effects.
    const remote = remoteOfPath(path);
    if (remote) loader.ensure(remote);
    // The frame renders at once; the remote's page arrives as a transition (RemotePage).
    root = createRoot(container);
    root.render(app);
  } catch (error) {
    console.error(error);
    root ??= createRoot(container);
    root.render(
      <UiProvider>
        <LocaleProvider locale={locale} messages={shown}>
          <StartFailed />
        </LocaleProvider>
      </UiProvider>,
    );
  }
}

void start();
