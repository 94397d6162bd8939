// Test helpers (not part of the remote): the screens in a real store, as the shell mounts them.
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { configureClient, createStoreKit } from 'shared-data';
import { MemoryRouter, NoticeToasts, Route, Routes, UiProvider, useLocation } from 'shared-ui';
import * as remote from './module';

/** Where the screen sent the person, and with what navigation state. */
function Location() {
  const { pathname, state } = useLocation();
  return (
    <span data-testid="location" data-state={JSON.stringify(state)}>
      {pathname}
    </span>
  );
}

export function renderAccount(path: string, apiBase: string) {
  const kit = createStoreKit();
  configureClient({ apiBase, getAccessToken: () => kit.store.getState().auth.access_token });
  kit.injectRemote('auth', remote);
  const view = render(
    <Provider store={kit.store}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {remote.routes.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
            <Route path="/dashboard" element={<h1>Dashboard</h1>} />
          </Routes>
          <Location />
        </MemoryRouter>
        <NoticeToasts />
      </UiProvider>
    </Provider>,
  );
  return { kit, ...view };
}
