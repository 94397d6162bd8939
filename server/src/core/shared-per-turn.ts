/**
 * `read`, with the calls made in one turn of the event loop answered by one read that starts
 * after all of them (at the turn's end, setImmediate): under load, the requests one turn takes
 * in share one query instead of one each. No caller gets a value read before it asked, so a
 * write committed before a request arrived, on any instance, is seen by that request.
 */
export function sharedPerTurn<T>(read: () => Promise<T>): () => Promise<T> {
  let next: Promise<T> | undefined;
  return () => {
    next ??= new Promise<T>((resolve, reject) => {
      setImmediate(() => {
        // Whoever asks from now on gets a read of its own, started after it asked.
        next = undefined;
        read().then(resolve, reject);
      });
    });
    return next;
  };
}
