import { act, render, screen } from '@testing-library/react';
import {
  createStoreKit,
  errorNoticed,
  rootSaga,
  SESSION_EXPIRED_NOTICE,
  sessionExpired,
  type RemoteModule,
  type RemoteName,
} from 'shared-data';
import { MemoryRouter } from 'shared-ui';
import { App } from '../app/app';
import { RemoteLoader } from '../remotes/remote-loader';

const modules: Partial<Record<RemoteName, RemoteModule>> = {
  blog: { routes: [{ path: '/blog', element: <h1>Blog</h1> }], reducers: {}, saga: rootSaga() },
  auth: {
    routes: [{ path: '/sign_in', element: <h1>Sign In</h1> }],
    reducers: {},
    saga: rootSaga(),
  },
};

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('the shell when a session is lost', () => {
  it('sends the person to /sign_in from any page, with the notice saying why', async () => {
    const kit = createStoreKit();
    const loader = new RemoteLoader(kit, (remote) => Promise.resolve(modules[remote]!));
    render(
      <App
        kit={kit}
        loader={loader}
        router={(children) => <MemoryRouter initialEntries={['/blog']}>{children}</MemoryRouter>}
      />,
    );
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    act(() => {
      kit.store.dispatch(sessionExpired());
      kit.store.dispatch(errorNoticed(SESSION_EXPIRED_NOTICE));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(await screen.findByText(SESSION_EXPIRED_NOTICE.msg)).toBeInTheDocument();
    expect(kit.store.getState().auth.signInRequired).toBe(false);
  });
});
