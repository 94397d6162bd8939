import {
  parseRuntimeConfig,
  REMOTE_NAMES,
  SERVER_STATE_ELEMENT_ID,
  type RemoteName,
  type RuntimeConfig,
} from 'shared-data';

export interface ServerPage {
  config: RuntimeConfig;
  state: Record<string, unknown>;
  remote: RemoteName | null;
}

/**
 * What the server rendered this page with (ServerPageState), or null for a page the browser
 * renders itself: the server did not render it, or what it says cannot be read.
 */
export function readServerPage(doc: Document = document): ServerPage | null {
  const element = doc.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as {
      config?: unknown;
      state?: unknown;
      remote?: unknown;
    };
    const remote = REMOTE_NAMES.find((name) => name === data.remote) ?? null;
    if (!data.state || typeof data.state !== 'object') return null;
    return {
      config: parseRuntimeConfig(data.config),
      state: data.state as Record<string, unknown>,
      remote,
    };
  } catch (error) {
    console.error('The page state from the server could not be read', error);
    return null;
  }
}
