import { act, screen } from '@testing-library/react';
import type { UnknownAction } from 'shared-data';
import { Link } from 'shared-ui';
import { mountStandalone } from './index';

// A remote of one page and one slice, as `npm run dev -w <remote>` mounts a real one.
const counter = (state = { mounted: 0 }, action: UnknownAction) =>
  action.type === 'blog/mounted' ? { mounted: state.mounted + 1 } : state;
function* saga() {
  // A root saga that only starts its flows ends at once; the host keeps it from running twice.
}

describe('mountStandalone', () => {
  let container: HTMLElement;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    window.history.pushState({}, '', '/');
  });
  afterEach(() => container.remove());

  it("renders the remote's route with its slice, and the not-found page elsewhere", async () => {
    const kit = await act(async () =>
      mountStandalone(
        'blog',
        {
          routes: [
            {
              path: '/',
              element: (
                <main>
                  <h1>Remote home</h1>
                  <Link to="/nowhere">Away</Link>
                </main>
              ),
            },
          ],
          reducers: { blogCounter: counter },
          saga,
        },
        { container },
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Remote home' })).toBeVisible();
    // The remote's slice is in the one store, beside the shared ones.
    expect(kit.hasReducer('blogCounter')).toBe(true);
    expect(kit.hasReducer('auth')).toBe(true);
    act(() => {
      kit.store.dispatch({ type: 'blog/mounted' });
    });
    expect(kit.store.getState().blogCounter).toEqual({ mounted: 1 });

    await act(async () => screen.getByRole('link', { name: 'Away' }).click());
    expect(await screen.findByRole('heading', { level: 1, name: 'Sorry !' })).toBeVisible();
  });

  it('refuses to mount without a container', () => {
    expect(() =>
      mountStandalone('blog', { routes: [], reducers: {}, saga }, { container: null }),
    ).toThrow('mountStandalone needs a #root element');
  });
});
