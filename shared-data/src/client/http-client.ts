import axios, { type AxiosInstance } from 'axios';
import { endpoints, type CallName } from '../contract/endpoints';
import type { CallResponse } from '../contract/calls';

export interface ClientOptions {
  /** The API base from the runtime config, e.g. '/api/' or 'https://api.example.org/api/'. */
  apiBase: string;
  /** Read at every request, so a token refreshed in the store is used at once. */
  getAccessToken: () => string | null | undefined;
}

let instance: AxiosInstance | null = null;

/** Called once by the host (the shell or a remote's dev host) before any call is made. */
export function configureClient({ apiBase, getAccessToken }: ClientOptions): AxiosInstance {
  const client = axios.create({
    baseURL: apiBase.endsWith('/') ? apiBase : `${apiBase}/`,
    withCredentials: true,
    timeout: 30_000,
  });
  client.interceptors.request.use((config) => {
    const token = getAccessToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  instance = client;
  return client;
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
  });
  return response.data;
}
