import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createStoreKit, type RemoteModule, type RemoteName, type StoreKit } from 'shared-data';
import { NoticeToasts } from '../host/notice-toasts';
import { MemoryRouter, Route, Routes, useLocation } from '../router';
import { UiProvider } from '../theme/ui-provider';

/** Where a screen sent the person (text) and with what navigation state (data-state). */
function Location() {
  const { pathname, state } = useLocation();
  return (
    // A span: an <output> would be one more role=status beside the screens' own spinners.
    <span data-testid="location" data-state={JSON.stringify(state)}>
      {pathname}
    </span>
  );
}

/**
 * A remote's routes in a real store, as the shell mounts them: its reducers and saga injected,
 * the theme, the toasts and a router at `entry`. `routes` adds the host's other routes (a
 * not-found page, a stand-in for another remote's page). The API client is the caller's to
 * configure. Answers the store kit with the render result.
 */
export function renderRemoteRoutes(
  remote: RemoteName,
  module: RemoteModule,
  entry: string | { pathname: string; state?: unknown },
  { kit = createStoreKit(), routes }: { kit?: StoreKit; routes?: ReactNode } = {},
) {
  kit.injectRemote(remote, module);
  const view = render(
    <Provider store={kit.store}>
      <UiProvider>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            {module.routes.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
            {routes}
          </Routes>
          <Location />
        </MemoryRouter>
        <NoticeToasts />
      </UiProvider>
    </Provider>,
  );
  return { kit, ...view };
}
