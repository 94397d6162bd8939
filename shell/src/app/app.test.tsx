import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createOperation,
  createSlice,
  createStoreKit,
  errorNoticed,
  rootSaga,
  useSelector,
  type RemoteModule,
  type RemoteName,
} from 'shared-data';
import { MemoryRouter, useParams } from 'shared-ui';
import type { ReportOutcome } from '../remotes/release-beacon';
import { RemoteLoader } from '../remotes/remote-loader';
import PreviewBanner from '../layout/preview-banner';
import { SETTLE_MS, startVitals } from '../vitals/start-vitals';
import { App, type AppProps } from './app';

// Small remotes built the way the real ones are: routes, reducers and a saga. The shell loads
// them through its real loader and store kit; only the network fetch of the module is replaced.
const visits = createSlice({ name: 'visits', initialState: { count: 7 }, reducers: {} });

function BlogList() {
  // Reads its own slice on first render: throws if the reducer was not injected first.
  const count = useSelector((state: { blogVisits?: { count: number } }) => state.blogVisits?.count);
  if (count === undefined) throw new Error('visits slice missing');
  return <h1>Blog list, {count} visits</h1>;
}

function BlogDetail() {
  return <h1>Blog {useParams().blog_id}</h1>;
}

const blogModule: RemoteModule = {
  routes: [
    { path: '/blog', element: <BlogList /> },
    { path: '/blogs/:blog_id', element: <BlogDetail /> },
  ],
  reducers: { blogVisits: visits.reducer },
  saga: rootSaga(),
};

const publicModule: RemoteModule = {
  routes: [
    { path: '/', element: <h1>Home page</h1> },
    { path: '/services', element: <h1>Our Services</h1> },
  ],
  reducers: {},
  saga: rootSaga(),
};

function Exploding(): never {
  throw new Error('render failed');
}

function renderApp(
  path: string,
  load: (remote: RemoteName) => Promise<RemoteModule>,
  {
    report,
    onNavigate,
    banner,
    shellNoticeIds,
  }: {
    report?: ReportOutcome;
    onNavigate?: (pathname: string) => void;
  } & Pick<AppProps, 'banner' | 'shellNoticeIds'> = {},
) {
  const kit = createStoreKit();
  const loader = new RemoteLoader(kit, load, report);
  render(
    <App
      kit={kit}
      loader={loader}
      router={(children) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>}
      onNavigate={onNavigate}
      banner={banner}
      shellNoticeIds={shellNoticeIds}
    />,
  );
  return kit;
}

/** Chooses a link in the top bar, opening its menu first (jsdom evaluates no media query). */
async function navigate(label: string) {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  const toggle = within(nav).queryByLabelText('Open menu');
  if (toggle) await userEvent.click(toggle);
  await userEvent.click(within(nav).getByRole('link', { name: label }));
}

const modules: Partial<Record<RemoteName, RemoteModule>> = {
  blog: blogModule,
  public: publicModule,
};
const loadKnown = (remote: RemoteName) =>
  modules[remote] ? Promise.resolve(modules[remote]) : Promise.reject(new Error(`no ${remote}`));

beforeEach(() => {
  window.scrollTo = jest.fn();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the shell', () => {
  it('shows a loading state, then the remote page with its reducers already injected', async () => {
    const kit = renderApp('/blog', loadKnown);
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    expect(await screen.findByRole('heading', { name: 'Blog list, 7 visits' })).toBeInTheDocument();
    expect(kit.store.getState().blogVisits).toEqual({ count: 7 });
  });

  it('renders route parameters through the remote', async () => {
    renderApp('/blogs/42', loadKnown);
    expect(await screen.findByRole('heading', { name: 'Blog 42' })).toBeInTheDocument();
  });

  it('loads a remote once, on the first visit to one of its routes', async () => {
    const load = jest.fn(loadKnown);
    renderApp('/', load);
    await screen.findByRole('heading', { name: 'Home page' });
    expect(load.mock.calls).toEqual([['public']]);
    await navigate('Services');
    await screen.findByRole('heading', { name: 'Our Services' });
    expect(load.mock.calls).toEqual([['public']]);
  });

  it('shows the not-found page for an unknown path, with the frame around it', async () => {
    renderApp('/no/such/page', loadKnown);
    expect(screen.getByRole('heading', { name: 'Sorry !' })).toBeInTheDocument();
    expect(screen.getByText('The requested page was not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('isolates a remote that cannot load: a Retry on its routes, the rest keeps working', async () => {
    let blogUp = false;
    const load = jest.fn((remote: RemoteName) =>
      remote === 'blog' && !blogUp
        ? Promise.reject(new Error('manifest unreachable'))
        : loadKnown(remote),
    );
    renderApp('/blog', load);
    const fallback = await screen.findByRole('alert');
    expect(within(fallback).getByRole('heading')).toHaveTextContent(
      'This part of the site could not be loaded',
    );

    await navigate('Services');
    expect(await screen.findByRole('heading', { name: 'Our Services' })).toBeInTheDocument();

    await navigate('Blog');
    blogUp = true;
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Blog list, 7 visits' })).toBeInTheDocument();
  });

  it('isolates a remote that throws while rendering, and reports its failure', async () => {
    const broken: RemoteModule = {
      ...blogModule,
      routes: [{ path: '/blog', element: <Exploding /> }],
    };
    const outcomes: string[] = [];
    const visited: string[] = [];
    renderApp(
      '/blog',
      (remote) => (remote === 'blog' ? Promise.resolve(broken) : loadKnown(remote)),
      {
        report: (remote, outcome) => outcomes.push(`${remote} ${outcome}`),
        onNavigate: (pathname) => visited.push(pathname),
      },
    );
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    // Loaded but not rendered: one failure, no load.
    expect(outcomes).toEqual(['blog failed']);
    await navigate('Home');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    await navigate('Services');
    expect(await screen.findByRole('heading', { name: 'Our Services' })).toBeInTheDocument();
    // A remote's load is reported once per visit, when its first page rendered.
    expect(outcomes).toEqual(['blog failed', 'public loaded']);
    // The shell is told of the move (to ask which versions it gets now); not of the first page.
    expect(visited).toEqual(['/', '/services']);
  });

  it('sends the Web Vitals waiting at each move to another page, not on the first', async () => {
    const sendWaiting = jest.fn();
    jest.useFakeTimers();
    startVitals(
      { apiBase: '/api/', vitalsSampleRate: 1 },
      { random: () => 0, load: () => Promise.resolve({ startReporting: () => sendWaiting }) },
    );
    await jest.advanceTimersByTimeAsync(SETTLE_MS);
    jest.useRealTimers();
    renderApp('/', loadKnown);
    await screen.findByRole('heading', { name: 'Home page' });
    expect(sendWaiting).not.toHaveBeenCalled();
    await navigate('Services');
    await screen.findByRole('heading', { name: 'Our Services' });
    expect(sendWaiting).toHaveBeenCalledTimes(1);
  });

  it('shows the not-found page for a path its remote does not render', async () => {
    const partial: RemoteModule = { ...blogModule, routes: [blogModule.routes[0]!] };
    renderApp('/blogs/1', (remote) =>
      remote === 'blog' ? Promise.resolve(partial) : loadKnown(remote),
    );
    expect(await screen.findByRole('heading', { name: 'Sorry !' })).toBeInTheDocument();
  });

  it('opens every page moved to at its top, and leaves the first where the visitor is', async () => {
    renderApp('/', loadKnown);
    await screen.findByRole('heading', { name: 'Home page' });
    // A server-rendered page may have been scrolled before its code started.
    expect(window.scrollTo).not.toHaveBeenCalled();
    await navigate('Services');
    await screen.findByRole('heading', { name: 'Our Services' });
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('keeps the footer off the staff dashboard', () => {
    renderApp('/dashboard', () => new Promise(() => undefined));
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows a notice from the store as a toast', async () => {
    const kit = renderApp('/', loadKnown);
    const signIn = createOperation('SIGNING_IN');
    act(() => {
      kit.store.dispatch(
        signIn.fail({ msg: 'Invalid email or password', status: 401, id: signIn.failType }),
      );
    });
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  });

  it('shows on a screen only the notices its route names', async () => {
    const auth: RemoteModule = {
      routes: [{ path: '/sign_in', element: <h1>Sign In</h1>, noticeIds: ['SIGNING_IN_FAIL'] }],
      reducers: {},
      saga: rootSaga(),
    };
    const kit = renderApp('/sign_in', (remote) =>
      remote === 'auth' ? Promise.resolve(auth) : loadKnown(remote),
    );
    await screen.findByRole('heading', { name: 'Sign In' });
    const blog = createOperation('CREATING_BLOG');
    const signIn = createOperation('SIGNING_IN');
    act(() => {
      kit.store.dispatch(blog.fail({ msg: 'Blog not saved', status: 400, id: blog.failType }));
    });
    act(() => {
      kit.store.dispatch(
        signIn.fail({
          msg: 'The email or password is incorrect',
          status: 401,
          id: signIn.failType,
        }),
      );
    });
    expect(await screen.findByText('The email or password is incorrect')).toBeInTheDocument();
    expect(screen.queryByText('Blog not saved')).not.toBeInTheDocument();
  });

  it('shows the preview banner on every page, with a way out', async () => {
    const onLeave = jest.fn();
    renderApp('/', loadKnown, {
      banner: (
        <PreviewBanner previews={[{ remote: 'blog', version: 'abcdef012345' }]} onLeave={onLeave} />
      ),
    });
    const banner = await screen.findByRole('region', { name: 'Version preview' });
    expect(within(banner).getByRole('status')).toHaveTextContent(
      'Previewing blog abcdef012345 — only you see this version.',
    );
    // Above the page, not over it: inside the main region, before the page's heading.
    const main = screen.getByRole('main');
    expect(main.firstElementChild).toBe(banner);
    await navigate('Blog');
    await screen.findByRole('heading', { name: 'Blog list, 7 visits' });
    await userEvent.click(screen.getByRole('button', { name: 'Leave preview' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it("shows the shell's own notices on a screen that names others", async () => {
    const auth: RemoteModule = {
      routes: [{ path: '/sign_in', element: <h1>Sign In</h1>, noticeIds: ['SIGNING_IN_FAIL'] }],
      reducers: {},
      saga: rootSaga(),
    };
    const kit = renderApp(
      '/sign_in',
      (remote) => (remote === 'auth' ? Promise.resolve(auth) : loadKnown(remote)),
      {
        shellNoticeIds: ['RELEASE_PREVIEW_FAIL'],
      },
    );
    await screen.findByRole('heading', { name: 'Sign In' });
    act(() => {
      kit.store.dispatch(
        errorNoticed({
          msg: 'Sign in as a staff member to preview a version.',
          status: 401,
          id: 'RELEASE_PREVIEW_FAIL',
        }),
      );
    });
    expect(
      await screen.findByText('Sign in as a staff member to preview a version.'),
    ).toBeInTheDocument();
  });
});

describe('the call bar', () => {
  const callBar = () => screen.queryByRole('navigation', { name: 'Contact the clinic' });

  it('offers the 24-hour line and WhatsApp on a public page, as plain links', async () => {
    renderApp('/services', loadKnown);
    await screen.findByRole('heading', { name: 'Our Services' });
    const bar = callBar();
    expect(bar).not.toBeNull();
    expect(
      within(bar!).getByRole('link', { name: 'Call the clinic on +254 722 418 300' }),
    ).toHaveAttribute('href', 'tel:+254722418300');
    expect(within(bar!).getByRole('link', { name: 'WhatsApp the clinic' })).toHaveAttribute(
      'href',
      'https://wa.me/254722418300',
    );
  });

  it('is there on the not-found page, and not on the account screens nor the dashboard', () => {
    renderApp('/no/such/page', loadKnown);
    expect(callBar()).not.toBeNull();
  });

  it.each(['/sign_in', '/register', '/otp', '/reset', '/dashboard', '/dashboard/blog'])(
    'is not on %s',
    (path) => {
      renderApp(path, () => new Promise<RemoteModule>(() => undefined));
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(callBar()).toBeNull();
    },
  );
});
