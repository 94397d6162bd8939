import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import {
  createStoreKit,
  SITE_ROUTES,
  sitePath,
  type RemoteModule,
  type RemoteName,
  type StoreKit,
} from 'shared-data';
import { MemoryRouter, Route, Routes } from '../router';
import { UiProvider } from '../theme/ui-provider';

/**
 * The checks every remote's `./module` must pass, run from each remote's own tests: it owns
 * exactly the routes the shell sends it, and each renders its page (with a heading) in a
 * store that holds the remote's reducers and saga, as the shell builds it.
 */
export function describeRemoteModule(
  remote: RemoteName,
  module: RemoteModule,
  /** Brings the store to where the pages can be seen (a signed-in session for the dashboard). */
  setup: (kit: StoreKit) => void = () => undefined,
) {
  describe(`the ${remote} remote's ./module`, () => {
    it('exposes { routes, reducers, saga }', () => {
      expect(Array.isArray(module.routes)).toBe(true);
      expect(typeof module.reducers).toBe('object');
      expect(typeof module.saga).toBe('function');
    });

    it("renders exactly the routes of the shell's table for it", () => {
      expect(module.routes.map((route) => route.path).sort()).toEqual(
        Object.values(SITE_ROUTES[remote]).sort(),
      );
    });

    it.each(module.routes.map((route) => route.path))(
      'renders %s with a page heading',
      async (path) => {
        const kit = createStoreKit();
        setup(kit);
        kit.injectRemote(remote, module);
        const sample = sitePath(path, { id: '1', blog_id: '1', token: '1' });
        render(
          <Provider store={kit.store}>
            <UiProvider>
              <MemoryRouter initialEntries={[sample]}>
                <Routes>
                  {module.routes.map((route) => (
                    <Route key={route.path} path={route.path} element={route.element} />
                  ))}
                </Routes>
              </MemoryRouter>
            </UiProvider>
          </Provider>,
        );
        // A page may be a chunk of its own, fetched on first visit.
        expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      },
    );
  });
}
