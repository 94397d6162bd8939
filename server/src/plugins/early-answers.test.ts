// Every error answer is { status, msg } with the security headers, whoever produces it: Node's
// HTTP parser (431, a raw byte in the address, an unknown method), Fastify before routing, the
// body parsers, CORS. Sent over a real socket on loopback: inject() never reaches the parser.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, createSiteFixture, type SiteFixture } from '../testing/site-fixture';

/** Writes the bytes, answers the raw response (the server closes or the answer ends). */
function raw(port: number, request: Buffer | string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no full answer to ${JSON.stringify(String(request).slice(0, 60))}`));
    }, 5_000);
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(Buffer.concat(chunks).toString('latin1'));
    };
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      // One answer is enough: its body is all there once the length is reached.
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', body] = text.split('\r\n\r\n', 2);
      const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
      if (body !== undefined && length !== undefined && Buffer.byteLength(body) >= Number(length)) {
        done();
      }
    });
    socket.on('end', done);
    socket.on('error', () => done());
    socket.write(request);
  });
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function parse(text: string): Answer {
  const [head = '', body = ''] = text.split('\r\n\r\n', 2);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const at = line.indexOf(':');
    headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

describe('early answers over HTTP', () => {
  let fixture: SiteFixture;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    fixture = createSiteFixture();
    app = buildTestApp(fixture.root, { CORS_ORIGINS: 'https://admin.example.org' });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await app.close();
    fixture.remove();
  });

  const get = (path: string, headers = '') =>
    `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`;
  const post = (path: string, type: string, body: string | Buffer) =>
    Buffer.concat([
      Buffer.from(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
      ),
      Buffer.isBuffer(body) ? body : Buffer.from(body),
    ]);

  it.each([
    ['headers too large', get('/', `X-Padding: ${'a'.repeat(20_000)}\r\n`), 431],
    ['a raw control byte in the address', get('/a\u0001b'), 400],
    ['a raw space in the address', 'GET /a b c HTTP/1.1\r\nHost: x\r\n\r\n', 400],
    ['an unknown method', 'BREW /pot HTTP/1.1\r\nHost: x\r\n\r\n', 400],
    [
      'a method no route has on a known path',
      'PROPFIND /api/blog HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      405,
    ],
    ['an address that does not decode', get('/api/blog/%zz'), 400],
    [
      'an OPTIONS without Origin on an unknown path',
      'OPTIONS /api/nope HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      404,
    ],
    [
      'a body too large',
      post('/api/auth/signin/staff', 'application/json', `"${'a'.repeat(1_100_000)}"`),
      413,
    ],
    [
      'a body that is not JSON',
      post('/api/auth/signin/staff', 'application/json', '{"email":'),
      400,
    ],
    ['a body of another type', post('/api/auth/signin/staff', 'text/xml', '<a/>'), 415],
    ['a request that is not HTTP', 'hello\r\n\r\n', 400],
  ])(
    'answers %s as { status, msg } JSON with the security headers',
    async (_label, request, status) => {
      const answer = parse(await raw(port, request));
      expect(answer.status).toBe(status);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toEqual({ status, msg: expect.any(String) });
      expect(answer.headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    },
  );
});
