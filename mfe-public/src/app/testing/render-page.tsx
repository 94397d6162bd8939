// Test helpers (not part of the remote): the remote's routes in a real store, as the shell mounts them.
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createStoreKit, type StoreKit } from 'shared-data';
import {
  MemoryRouter,
  NoticeToasts,
  NotFoundPage,
  Route,
  Routes,
  UiProvider,
  useLocation,
} from 'shared-ui';
import * as remote from '../module';

function Location() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/**
 * Renders the page at `path` (waiting for its chunk) (or a history of entries) with this remote's reducers and saga
 * in a fresh store, the shell's toasts and its not-found route. The API client must already
 * point at a test server (startSiteApi).
 */
export async function renderPage(
  path: string | { pathname: string; state?: unknown },
  /** A store from an earlier render, to open a page with what the visitor already loaded. */
  existing?: StoreKit,
) {
  const kit = existing ?? createStoreKit();
  kit.injectRemote('public', remote);
  const view = render(
    <Provider store={kit.store}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {remote.routes.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
          <Location />
        </MemoryRouter>
        <NoticeToasts />
      </UiProvider>
    </Provider>,
  );
  // Pages but the home page are chunks of their own: wait until the page (or not-found) is in.
  await screen.findByRole('heading', { level: 1 });
  return { kit, ...view };
}
