import { useEffect, useRef } from 'react';

/**
 * Runs `effect` each time `value` changes after the first render: a form closes or empties
 * when its slice counts one more success, never for a success it saw before it mounted.
 */
export function useOnChange<T>(value: T, effect: (value: T) => void) {
  const seen = useRef(value);
  const latest = useRef(effect);
  latest.current = effect;
  useEffect(() => {
    if (Object.is(seen.current, value)) return;
    seen.current = value;
    latest.current(value);
  }, [value]);
}
