import { renderHook } from '@testing-library/react';
import { useOnChange } from './use-on-change';

describe('useOnChange', () => {
  it('runs on each change after mount, never for the value it mounted with', () => {
    const effect = jest.fn();
    const { rerender } = renderHook(({ value }) => useOnChange(value, effect), {
      initialProps: { value: 3 },
    });
    rerender({ value: 3 });
    expect(effect).not.toHaveBeenCalled();
    rerender({ value: 4 });
    rerender({ value: 4 });
    rerender({ value: 5 });
    expect(effect.mock.calls).toEqual([[4], [5]]);
  });
});
