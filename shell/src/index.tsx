import { createRoot } from 'react-dom/client';
import { configureClient, createStoreKit, sessionSaga } from 'shared-data';
import { App } from './app/app';
import { loadRemoteModule, registerRemotesFrom } from './remotes/federation';
import { createReleaseBeacon } from './remotes/release-beacon';
import { RemoteLoader } from './remotes/remote-loader';
import { releaseMoved } from './start/release-check';
import { remoteOfPath } from './start/route-remote';
import { fetchRuntimeConfig } from './start/runtime-config';

// With the federation runtime's asyncStartup the shared modules are ready before this runs.
async function start() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    const config = await fetchRuntimeConfig();
    const kit = createStoreKit();
    configureClient({
      apiBase: config.apiBase,
      getAccessToken: () => kit.store.getState().auth.access_token,
    });
    // Restores the session after a reload and follows it while the page lives.
    kit.injectSaga('session', sessionSaga);
    registerRemotesFrom(config);
    // Each load and each failure, per version, goes to the release registry's counts.
    const report = createReleaseBeacon(
      config.apiBase,
      (remote) => config.releases?.[remote].version,
    );
    const loader = new RemoteLoader(kit, loadRemoteModule, report);
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
    // The page's remote starts loading now, not after the first render's effects.
    const remote = remoteOfPath(window.location.pathname);
    if (remote) loader.ensure(remote);
    // The frame renders at once; the remote's page arrives as a transition (RemotePage).
    root.render(<App kit={kit} loader={loader} onNavigate={onNavigate} />);
  } catch (error) {
    console.error(error);
    root.render(
      <p role="alert" style={{ padding: '96px 16px', textAlign: 'center' }}>
        The site could not start. Please reload the page.
      </p>,
    );
  }
}

void start();
