import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createOperation } from 'shared-data';
import { useListLoad } from './use-list-load';

const loading = createOperation<void, string[]>('RETRIVING_ENQUIRIES');

function renderLoad() {
  // The store keeps the type of every action it was sent, in order.
  const store = configureStore({
    reducer: (sent: string[] = [], action: UnknownAction) =>
      action.type.startsWith('@@') ? sent : [...sent, action.type],
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const view = renderHook(() => useListLoad(loading), { wrapper });
  return { store, ...view };
}

describe('useListLoad', () => {
  it('starts the load once when the screen is shown, not on every render', () => {
    const { store, rerender } = renderLoad();
    rerender();
    expect(store.getState()).toEqual([loading.startType]);
  });

  it('starts it again on Try again, and again when the screen is shown again', () => {
    const { store, result, unmount } = renderLoad();
    act(() => result.current());
    expect(store.getState()).toEqual([loading.startType, loading.startType]);
    unmount();
    const again = renderHook(() => useListLoad(loading), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <Provider store={store}>{children}</Provider>
      ),
    });
    again.unmount();
    expect(store.getState()).toHaveLength(3);
  });
});
