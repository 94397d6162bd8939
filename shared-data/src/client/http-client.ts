import axios, { isAxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { endpoints, type CallName } from '../contract/endpoints';
import type { CallResponse } from '../contract/calls';
import type { Session } from '../auth/auth.slice';
import { emitSessionEvent, markSessionEnded } from './session-events';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A call that needs the session: a 401 answer is met with one refresh and one retry. */
    withSession?: boolean;
    /** The refresh call itself, which must not wait for the refresh in flight (itself). */
    isRefresh?: boolean;
    /** Already retried once after a refresh. */
    retried?: boolean;
  }
}

export interface ClientOptions {
  /** The API base from the runtime config, e.g. '/api/' or 'https://api.example.org/api/'. */
  apiBase: string;
  /** Read at every request, so a token refreshed in the store is used at once. */
  getAccessToken: () => string | null | undefined;
  /**
   * How requests are carried; the browser's XHR by default. The server's render answers them
   * in-process, without a round trip through the network.
   */
  adapter?: AxiosRequestConfig['adapter'];
}

let instance: AxiosInstance | null = null;

/** Called once by the host (the shell or a remote's dev host) before any call is made. */
export function configureClient({
  apiBase,
  getAccessToken,
  adapter,
}: ClientOptions): AxiosInstance {
  const client = axios.create({
    baseURL: apiBase.endsWith('/') ? apiBase : `${apiBase}/`,
    withCredentials: true,
    timeout: 30_000,
    ...(adapter ? { adapter } : {}),
  });
  client.interceptors.request.use(async (config) => {
    if (config.isRefresh || config.retried) return config;
    // A call made while the session is being renewed waits for the new token.
    const renewed = refreshing ? await refreshing.catch(() => null) : null;
    const token = renewed?.access_token ?? getAccessToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  client.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isAxiosError(error) || error.response?.status !== 401) throw error;
    const config = error.config;
    if (!config?.withSession || config.retried) throw error;
    // The first 401 starts the refresh and reports its outcome; the others share it.
    const first = refreshing === null;
    let session: Session;
    try {
      session = await refreshSession();
    } catch (refreshError) {
      // Refused (not merely unanswered): the session is over.
      if (isAxiosError(refreshError) && refreshError.response) {
        if (first) emitSessionEvent({ type: 'expired' });
        markSessionEnded(error);
      }
      throw error;
    }
    if (first) emitSessionEvent({ type: 'refreshed', session });
    config.retried = true;
    config.headers.set('Authorization', `Bearer ${session.access_token}`);
    return client.request(config);
  });
  instance = client;
  refreshing = null;
  return client;
}

let refreshing: Promise<Session> | null = null;

/**
 * Renews the session through the refresh cookie (`GET auth/refresh-token`). Callers at the
 * same time share one request: the cookie rotates, so a second request would present a
 * cookie that is already spent.
 */
export function refreshSession(): Promise<Session> {
  refreshing ??= getClient()
    .request<CallResponse<'refreshToken'>>({
      method: endpoints.refreshToken.method,
      url: endpoints.refreshToken.path,
      isRefresh: true,
    })
    .then(({ data }) => ({ user: data.user, access_token: data.access_token }))
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

export function getClient(): AxiosInstance {
  if (!instance) throw new Error('The API client is used before configureClient() was called.');
  return instance;
}

export interface RequestInput {
  /** Values for `{name}` segments of the path. */
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  /** A plain object for JSON calls, FormData for multipart ones. */
  body?: object | FormData;
  /** How much of the body has gone out: `total` is null when the browser cannot tell. */
  onUploadProgress?: (progress: { loaded: number; total: number | null }) => void;
}

export function resolvePath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter '${key}' for ${path}`);
    return encodeURIComponent(value);
  });
}

/** Makes one call of the contract and answers its body. Paths stay relative to the base. */
export async function request<N extends CallName>(
  name: N,
  input: RequestInput = {},
): Promise<CallResponse<N>> {
  const call = endpoints[name];
  const response = await getClient().request<CallResponse<N>>({
    method: call.method,
    url: resolvePath(call.path, input.params),
    params: input.query,
    data: call.body === 'none' ? undefined : input.body,
    withSession: call.auth === 'bearer',
    onUploadProgress: input.onUploadProgress
      ? ({ loaded, total }) => input.onUploadProgress?.({ loaded, total: total ?? null })
      : undefined,
  });
  return response.data;
}
