// Test helpers (not part of the remote): the remote's routes in a real store, as the shell mounts them.
import { screen } from '@testing-library/react';
import { createStoreKit, type RemoteModule, type StoreKit } from 'shared-data';
import { LocaleProvider, NotFoundPage, Route } from 'shared-ui';
import { renderRemoteRoutes } from 'shared-ui/testing';
import * as remote from '../module';
import sw from '../../i18n/sw.json';

/**
 * Renders the page at `path` (or with navigation state) with this remote's reducers and saga,
 * the shell's toasts and its not-found route, and waits for the page's chunk. The API client
 * must already point at a test server (startSiteApi).
 */
export async function renderPage(
  path: string | { pathname: string; state?: unknown },
  /** A store from an earlier render, to open a page with what the visitor already loaded. */
  existing: StoreKit = createStoreKit(),
) {
  const rendered = renderRemoteRoutes('public', remote, path, {
    kit: existing,
    routes: <Route path="*" element={<NotFoundPage />} />,
  });
  // Pages but the home page are chunks of their own: wait until the page (or not-found) is in.
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

/** The remote with each page in Kiswahili, given the remote's catalogue, as the shell does. */
const inSwahili: RemoteModule = {
  ...remote,
  routes: remote.routes.map((route) => ({
    ...route,
    element: (
      <LocaleProvider locale="sw" messages={sw}>
        {route.element}
      </LocaleProvider>
    ),
  })),
};

/** renderPage in Kiswahili: the page at `path`, once its h1 is in. */
export async function renderPageInSwahili(path: string | { pathname: string; state?: unknown }) {
  renderRemoteRoutes('public', inSwahili, path, {
    routes: <Route path="*" element={<NotFoundPage />} />,
  });
  await screen.findByRole('heading', { level: 1 });
}
