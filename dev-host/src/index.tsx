import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import {
  configureClient,
  createStoreKit,
  sessionSaga,
  type RemoteModule,
  type RemoteName,
  type RemoteRoute,
} from 'shared-data';
import { BrowserRouter, NotFoundPage, NoticeToasts, Route, Routes, UiProvider } from 'shared-ui';

/**
 * The minimal host a remote runs in alone (`npm run dev -w mfe-blog`): one store with the
 * remote's reducers and saga, the API client on the dev server's /api proxy, the theme,
 * a router with the remote's routes, the session, and toasts. No navbar, footer or other remote.
 * `remote` is its name, as the shell knows it: its store keys start with it.
 */
export function mountStandalone(
  remote: RemoteName,
  module: RemoteModule,
  {
    container = document.getElementById('root'),
    extraRoutes = [],
  }: {
    container?: HTMLElement | null;
    /** Stand-ins for other remotes' pages the remote links to (a dev sign-in form). */
    extraRoutes?: RemoteRoute[];
  } = {},
) {
  if (!container) throw new Error('mountStandalone needs a #root element');
  const kit = createStoreKit();
  configureClient({
    apiBase: '/api/',
    getAccessToken: () => kit.store.getState().auth.access_token,
  });
  // As in the shell: a reload restores the session through the refresh cookie.
  kit.injectSaga('session', sessionSaga);
  kit.injectRemote(remote, module);
  createRoot(container).render(
    <Provider store={kit.store}>
      <UiProvider>
        <BrowserRouter>
          <Routes>
            {[...module.routes, ...extraRoutes].map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </BrowserRouter>
        <NoticeToasts />
      </UiProvider>
    </Provider>,
  );
  return kit;
}
