import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createOperation, createStoreKit, uploadProgressed } from 'shared-data';
import { uploadsReducer } from '../store/uploads.slice';
import { useUploadProgress } from './use-upload-progress';

const saving = createOperation('CREATING_CAROUSEL');
const other = createOperation('CREATING_PROMISE');

function renderProgress(operation: { name: string }) {
  // As the dashboard injects it.
  const kit = createStoreKit();
  kit.injectReducer('dashboardUploads', uploadsReducer);
  const { store } = kit;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const view = renderHook(() => useUploadProgress(operation), { wrapper });
  return { store, result: view.result };
}

describe('useUploadProgress', () => {
  it('is null while nothing is being sent', () => {
    expect(renderProgress(saving).result.current).toBeNull();
  });

  it("follows its own operation's upload, not another's, and ends with the call", () => {
    const { store, result } = renderProgress(saving);
    act(() => {
      store.dispatch(uploadProgressed({ operation: other.name, fraction: 0.9 }));
      store.dispatch(uploadProgressed({ operation: saving.name, fraction: 0 }));
    });
    expect(result.current).toBe(0);
    act(() => {
      store.dispatch(uploadProgressed({ operation: saving.name, fraction: 0.5 }));
    });
    expect(result.current).toBe(0.5);
    act(() => {
      store.dispatch(saving.success({}));
    });
    expect(result.current).toBeNull();
  });
});
