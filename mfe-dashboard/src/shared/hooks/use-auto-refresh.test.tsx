import { renderHook } from '@testing-library/react';
import { useAutoRefresh } from './use-auto-refresh';

describe('useAutoRefresh', () => {
  const setVisibility = (state: 'visible' | 'hidden') => {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  };

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    setVisibility('visible');
    jest.useRealTimers();
  });

  it('refreshes on its period while shown, pauses while the tab is hidden, stops on unmount', () => {
    const refresh = jest.fn();
    const { unmount } = renderHook(() => useAutoRefresh(refresh, 10_000));
    jest.advanceTimersByTime(9_999);
    expect(refresh).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);

    setVisibility('hidden');
    jest.advanceTimersByTime(60_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    // Shown again: at once, then on its period.
    setVisibility('visible');
    expect(refresh).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(10_000);
    expect(refresh).toHaveBeenCalledTimes(3);

    unmount();
    jest.advanceTimersByTime(60_000);
    setVisibility('hidden');
    setVisibility('visible');
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('does nothing when disabled', () => {
    const refresh = jest.fn();
    renderHook(() => useAutoRefresh(refresh, 10_000, false));
    jest.advanceTimersByTime(60_000);
    expect(refresh).not.toHaveBeenCalled();
  });
});
