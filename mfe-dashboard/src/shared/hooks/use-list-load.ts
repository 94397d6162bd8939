import { useCallback, useEffect } from 'react';
import { useDispatch, type Operation } from 'shared-data';

/**
 * Starts a list's load each time its screen is shown (what is on show stays while it
 * refreshes), and answers that start for ListStatus' Try again.
 */
export function useListLoad(operation: Pick<Operation<void>, 'start'>) {
  const dispatch = useDispatch();
  const load = useCallback(() => {
    dispatch(operation.start());
  }, [dispatch, operation]);
  useEffect(load, [load]);
  return load;
}
