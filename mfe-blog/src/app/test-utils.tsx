// Test helpers (not part of the remote): the remote in a real store, as the shell mounts it.
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { configureClient, createStoreKit } from 'shared-data';
import { MemoryRouter, NoticeToasts, Route, Routes, UiProvider, useLocation } from 'shared-ui';
import * as remote from './module';

function Location() {
  const { pathname } = useLocation();
  return <span data-testid="location">{pathname}</span>;
}

/** Renders `path` with the client on `apiBase`, the shell's toasts and its not-found route. */
export function renderRemote(path: string, apiBase: string) {
  const kit = createStoreKit();
  configureClient({ apiBase, getAccessToken: () => kit.store.getState().auth.access_token });
  kit.injectRemote('blog', remote);
  const view = render(
    <Provider store={kit.store}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {remote.routes.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
            <Route path="*" element={<h1>Not routed</h1>} />
          </Routes>
          <Location />
        </MemoryRouter>
        <NoticeToasts />
      </UiProvider>
    </Provider>,
  );
  return { kit, ...view };
}
