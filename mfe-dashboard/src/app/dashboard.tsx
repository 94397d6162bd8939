import { useEffect } from 'react';
import styled from 'styled-components';
import {
  logoutRequested,
  logoutSettled,
  selectAuth,
  selectSignedOutRedirect,
  SITE_ROUTES,
  useDispatch,
  useSelector,
} from 'shared-data';
import {
  matchPath,
  media,
  Navigate,
  NotFoundPage,
  Route,
  Routes,
  Spinner,
  useLocation,
  useNavigate,
} from 'shared-ui';
import { loadingUser } from '../features/account/store/account.slice';
import { SideBar } from '../features/sidebar/components/side-bar';
import {
  contentPageChosen,
  sidebarReset,
  type ContentPage,
} from '../features/sidebar/store/sidebar.slice';
import { SECTIONS } from './sections';

const menu = (isAdmin: boolean) =>
  SECTIONS.filter((section) => section.label !== undefined && (isAdmin || !section.adminOnly)).map(
    (section) => ({ page: section.page, label: section.label as string, to: section.path }),
  );
const MENU = { admin: menu(true), staff: menu(false) };

/** The section (content page) a URL shows; unknown paths keep 'account'. */
function pageOf(pathname: string): ContentPage {
  const section = SECTIONS.find(({ path }) => matchPath({ path, end: true }, pathname));
  return section?.page ?? 'account';
}

/** Paths below /dashboard, as the nested routes want them ('' for /dashboard itself). */
const relative = (path: string) => path.replace(/^\/dashboard\/?/, '');

/**
 * The staff dashboard (docs/behaviour.md#dashboard): the side bar and the section the URL names. It
 * fetches the current user on load, sends a visitor who is not signed in to /sign_in, and waits (a
 * spinner) while a reload restores the session.
 *
 * Logout pushes `/` at once, but the router renders that page in a transition: while the home
 * page's code loads (seconds on a slow phone) this dashboard stays mounted, and the logout's
 * answer ends the session under it. Marked as logging out, it then goes home as well instead of
 * to /sign_in, so both navigations agree whichever lands first.
 */
export function Dashboard() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { status, user } = useSelector(selectAuth);
  const signedOut = useSelector(selectSignedOutRedirect);
  const page = pageOf(pathname);

  useEffect(() => {
    if (status) dispatch(loadingUser.start());
  }, [status, dispatch]);

  // The URL is the source of truth; the sidebar slice follows it.
  useEffect(() => {
    dispatch(contentPageChosen(page));
  }, [page, dispatch]);
  useEffect(
    () => () => {
      dispatch(sidebarReset());
      // Left: a later visit without a session goes to /sign_in again.
      dispatch(logoutSettled());
    },
    [dispatch],
  );

  if (signedOut === 'home') return <Navigate to={SITE_ROUTES.public.home} replace />;
  if (signedOut === 'signIn') return <Navigate to={SITE_ROUTES.auth.signIn} replace />;
  if (!status)
    return (
      <Centered>
        <Spinner label="Loading your account" />
      </Centered>
    );

  return (
    <Layout>
      <SideBar
        items={user?.isAdmin ? MENU.admin : MENU.staff}
        current={page}
        onLogout={() => {
          dispatch(logoutRequested());
          // Under the portal's declarative router navigate() is synchronous and cannot fail;
          // its type also allows the promise a data router would answer.
          void navigate(SITE_ROUTES.public.home);
        }}
      />
      <Content>
        <Routes>
          {SECTIONS.map((section) => (
            <Route key={section.path} path={relative(section.path)} element={section.element} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Content>
    </Layout>
  );
}

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  min-height: calc(100vh - 64px);
  ${media.up('md')} {
    flex-direction: row;
  }
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]};
  ${media.up('md')} {
    padding: ${({ theme }) => theme.space[5]};
  }
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[6]};
`;
