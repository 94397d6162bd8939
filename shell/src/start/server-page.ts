import {
  parseRuntimeConfig,
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
  try {
    const data = JSON.parse(doc.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent ?? '') as {
      config: unknown;
      state: Record<string, unknown>;
      remote: RemoteName | null;
    };
    return { config: parseRuntimeConfig(data.config), state: data.state, remote: data.remote };
  } catch {
    // Not there (a page the browser renders), or not readable: the browser renders the page.
    return null;
  }
}
