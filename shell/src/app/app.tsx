import { Provider } from 'react-redux';
import styled from 'styled-components';
import type { StoreKit } from 'shared-data';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  BrowserRouter,
  defineMessages,
  LocaleProvider,
  NotFoundPage,
  Route,
  Routes,
  UiProvider,
  useIntl,
  useLocation,
  type Messages,
} from 'shared-ui';
import { LOCALE_PREFIX, type SiteLocale } from 'shared-data';
import { CallBar, showsCallBar } from '../layout/call-bar';
import { Footer } from '../layout/footer';
import { Navbar, NAVBAR_HEIGHT } from '../layout/navbar';
import { ScrollToTop } from '../layout/scroll-to-top';
import type { RemoteLoader } from '../remotes/remote-loader';
import {
  createNoticeScope,
  NoticeScopeProvider,
  ScopedNoticeToasts,
} from '../remotes/notice-scope';
import { RemoteLoaderProvider } from '../remotes/remote-page';
import { SignInRedirect } from '../session/sign-in-redirect';
import { vitalsRouteChanged } from '../vitals/start-vitals';
import { remoteRoutes } from './route-table';

const MAIN_ID = 'main-content';

const messages = defineMessages({
  skip: { id: 'app.skipToContent', defaultMessage: 'Skip to content' },
});

export interface AppProps {
  kit: StoreKit;
  loader: RemoteLoader;
  /** Tests pass a MemoryRouter; the site uses the browser's history. */
  router?: (children: React.ReactNode) => React.ReactNode;
  /** Called on every move to another path (not on the first page). */
  onNavigate?: (pathname: string) => void;
  /** Shown at the top of every page: the preview banner (docs/behaviour.md#releases-in-the-shell). */
  banner?: ReactNode;
  /** Notices of the shell's own, shown as toasts on any screen. */
  shellNoticeIds?: readonly string[];
  /**
   * The state the server rendered the page with: hydration reads this, not the store, which
   * may have moved on meanwhile (a session restored before the page was hydrated).
   */
  serverState?: unknown;
  /** The page's language (its path's: docs/behaviour.md#languages); English by default. */
  locale?: SiteLocale;
  /** The shell's and shared-ui's messages in that language (none for English). */
  messages?: Messages;
}

/**
 * The router the site uses: the browser's history, under the language's prefix ('/sw'), so
 * every route and link of every app is written once, without it.
 */
export function siteRouter(locale: SiteLocale) {
  const basename = LOCALE_PREFIX[locale] || undefined;
  return (children: ReactNode) => <BrowserRouter basename={basename}>{children}</BrowserRouter>;
}

export function App({
  kit,
  loader,
  locale = 'en',
  messages,
  router = siteRouter(locale),
  onNavigate,
  banner,
  shellNoticeIds,
  serverState,
}: AppProps) {
  const [scope] = useState(createNoticeScope);
  return (
    <Provider store={kit.store} serverState={serverState}>
      <UiProvider>
        <LocaleProvider locale={locale} messages={messages}>
          <RemoteLoaderProvider value={loader}>
            <NoticeScopeProvider scope={scope}>
              {router(<Layout onNavigate={onNavigate} banner={banner} />)}
              <ScopedNoticeToasts shellIds={shellNoticeIds} />
            </NoticeScopeProvider>
          </RemoteLoaderProvider>
        </LocaleProvider>
      </UiProvider>
    </Provider>
  );
}

function Layout({ onNavigate, banner }: Pick<AppProps, 'onNavigate' | 'banner'>) {
  const { pathname } = useLocation();
  const intl = useIntl();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) {
      onNavigate?.(pathname);
      // The Web Vitals measured so far go out (docs/behaviour.md#site-speed).
      vitalsRouteChanged();
    }
    first.current = '';
  }, [pathname, onNavigate]);
  // The footer belongs to the public pages, not the staff dashboard
  // (docs/behaviour.md#navigation-and-footer).
  const publicPage = !pathname.startsWith('/dashboard');
  return (
    <>
      <SkipLink href={`#${MAIN_ID}`}>{intl.formatMessage(messages.skip)}</SkipLink>
      <ScrollToTop mainId={MAIN_ID} />
      <SignInRedirect />
      <Navbar />
      <Main id={MAIN_ID} tabIndex={-1}>
        {banner}
        <Routes>
          {remoteRoutes()}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Main>
      {publicPage && <Footer />}
      {showsCallBar(pathname) && <CallBar />}
    </>
  );
}

// At least a screen tall: the footer stays below the fold while a remote loads, so the page
// arriving does not push it down (a layout shift on every first visit).
const Main = styled.main`
  padding-top: ${NAVBAR_HEIGHT}px;
  min-height: 100vh;
  min-height: 100svh;
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -10000px;
  top: 0;
  z-index: 2000;
  &:focus {
    left: ${({ theme }) => theme.space[2]};
    top: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[2]};
    background: ${({ theme }) => theme.colors.background};
  }
`;
