import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ApiRequest {
  method: string;
  /** Path and query, relative to the API base: 'blog/' or 'blog/delete?blog_id=7'. */
  path: string;
  /** Path and query as sent: '/api/blog/', or '/runtime-config.json' outside the API. */
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface ApiAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * 'drop' closes the connection without an answer (the "no response" of
 * docs/behaviour.md#failure-messages).
 */
export type ApiHandler = (request: ApiRequest) => ApiAnswer | 'drop' | Promise<ApiAnswer | 'drop'>;

/**
 * A real HTTP API on loopback that answers with the handler's status and body and records every
 * request, so client code is tested through the network stack rather than a mock. For tests in
 * jsdom, where the page's origin differs from the server's, it answers CORS preflights and
 * allows credentials, so the client under test goes through the browser's own network rules.
 * The handler may be async, so a test can hold an answer back and look at the loading state
 * meanwhile. Preflights are not recorded. Bodies are recorded byte for byte (latin1), so a file
 * sent in a form can be compared with what was chosen.
 */
export async function startTestApi(handler: ApiHandler) {
  const requests: ApiRequest[] = [];
  const cors = (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('access-control-allow-credentials', 'true');
  };
  const server = createServer((req, res) => {
    cors(req, res);
    if (req.method === 'OPTIONS') {
      res.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE');
      res.setHeader(
        'access-control-allow-headers',
        req.headers['access-control-request-headers'] ?? '',
      );
      res.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        path: (req.url ?? '').replace(/^\/api\//, ''),
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('latin1'),
      };
      requests.push(request);
      Promise.resolve(handler(request)).then(
        (answer) => {
          if (answer === 'drop') {
            req.socket.destroy();
            return;
          }
          res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
          res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
        },
        (error: unknown) => {
          res.writeHead(500).end(String(error));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/api/`,
    requests,
    /** The requests made to one path (without its query), in order. */
    to: (path: string) => requests.filter((request) => request.path.split('?')[0] === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TestApi = Awaited<ReturnType<typeof startTestApi>>;

/** The loopback API of a describe block, answering with whatever `answer` holds at the time. */
export interface LiveTestApi {
  /** What the API answers; each test sets its own (or starts from the block's default). */
  answer: ApiHandler;
  /** The API base to configure the client with. */
  readonly base: string;
  /** This test's requests, in order (preflights aside). */
  readonly requests: ApiRequest[];
  /** This test's requests to one path (without its query), in order. */
  to(path: string): ApiRequest[];
}

/**
 * Starts a loopback API before the enclosing describe block's tests and closes it after them;
 * before each test it forgets the requests seen so far and, given `defaultAnswer`, goes back to
 * answering with it (without one, an answer a test sets stays until another test sets one).
 * Call it at the top of a describe block, before any hook that uses `base`.
 */
export function setupTestApi(defaultAnswer?: ApiHandler): LiveTestApi {
  let server: TestApi | undefined;
  const started = () => {
    if (!server) throw new Error('The test API starts in beforeAll: use it inside a test or hook');
    return server;
  };
  const unanswered: ApiHandler = (request) => {
    throw new Error(`The test set no answer for ${request.method} ${request.path}`);
  };
  const live: LiveTestApi = {
    answer: defaultAnswer ?? unanswered,
    get base() {
      return started().base;
    },
    get requests() {
      return started().requests;
    },
    to: (path) => started().to(path),
  };
  beforeAll(async () => {
    server = await startTestApi((request) => live.answer(request));
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    started().requests.length = 0;
    if (defaultAnswer) live.answer = defaultAnswer;
  });
  return live;
}

/** A promise to hold an answer back with, and the function that lets it go. */
export function gate<T = void>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}

/** A loopback port with nothing listening: calls to it get no response. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
