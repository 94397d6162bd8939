/**
 * Resolves in a task of its own, so that the browser can handle input and paint in between:
 * startup split into such steps never holds the main thread for long. A message rather than a
 * timer: nested timers are held back to 4 ms each.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
