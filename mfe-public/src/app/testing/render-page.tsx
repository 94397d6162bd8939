// Test helpers (not part of the remote): the remote's routes in a real store, as the shell mounts them.
import { screen } from '@testing-library/react';
import { createStoreKit, type StoreKit } from 'shared-data';
import { NotFoundPage, Route } from 'shared-ui';
import { renderRemoteRoutes } from 'shared-ui/testing';
import * as remote from '../module';

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
