import { act, renderHook } from '@testing-library/react';
import { useDialog } from './use-dialog';

describe('useDialog', () => {
  it('starts closed, about nothing', () => {
    const { result } = renderHook(() => useDialog<string>());
    expect(result.current).toMatchObject({ open: false, key: 0, subject: null });
  });

  it('opens about its subject and keeps the subject once closed, for the fade-out', () => {
    const { result } = renderHook(() => useDialog<string>());
    act(() => result.current.show('Ticks and fleas'));
    expect(result.current).toMatchObject({ open: true, subject: 'Ticks and fleas' });
    act(() => result.current.hide());
    expect(result.current).toMatchObject({ open: false, subject: 'Ticks and fleas' });
  });

  it('has a new key on each opening, and the same one while it closes', () => {
    const { result } = renderHook(() => useDialog());
    act(() => result.current.show());
    const first = result.current.key;
    act(() => result.current.hide());
    expect(result.current.key).toBe(first);
    act(() => result.current.show());
    expect(result.current.key).not.toBe(first);
    expect(result.current.open).toBe(true);
  });

  it('keeps show and hide the same functions from render to render', () => {
    const { result, rerender } = renderHook(() => useDialog<number>());
    const { show, hide } = result.current;
    act(() => show(1));
    rerender();
    expect(result.current.show).toBe(show);
    expect(result.current.hide).toBe(hide);
  });
});
