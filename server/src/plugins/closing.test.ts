import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { CLOSING_MESSAGE } from '../app';
import { ENQUIRY_RECEIVED_SUBJECT } from '../services/enquiries';
import { createTestApi, readOutbox, type TestApi } from '../testing/api';

// A request that arrives on a kept-open connection while the server closes gets the site's
// error shape, not the framework's.
describe('a request while the server closes', () => {
  let api: TestApi;
  afterEach(() => api?.close());

  it('is answered 503 { status, msg } after the one in flight is finished', async () => {
    api = await createTestApi('sqlite');
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = api.app.server.address() as AddressInfo;
    const socket: Socket = await new Promise((resolve, reject) => {
      const opened = connect(port, '127.0.0.1', () => resolve(opened));
      opened.once('error', reject);
    });
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));

    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
        body.slice(0, 10),
    );
    // The first request's head is read before the server starts closing.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = api.app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.write(body.slice(10) + 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await ended;
    await closed;

    const answers = text.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    // The one in flight was answered as usual (a refused sign-in), the next one 503.
    expect(answers[0]).not.toMatch(/^HTTP\/1\.1 503/);
    expect(answers[1]).toMatch(/^HTTP\/1\.1 503/);
    expect(answers[1]).toMatch(/\r\nconnection: close\r\n/i);
    expect(answers[1]).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
    const json = answers[1]!.slice(answers[1]!.indexOf('\r\n\r\n') + 4);
    expect(JSON.parse(json)).toEqual({ status: 503, msg: CLOSING_MESSAGE });
  });

  it('sends the acknowledgement of an enquiry that was in flight, before the database closes', async () => {
    api = await createTestApi('sqlite', { REMINDER_POLL_SECONDS: '0' });
    const errors: string[] = [];
    const logError = api.app.log.error.bind(api.app.log);
    api.app.log.error = (...args: Parameters<typeof logError>) => {
      errors.push(JSON.stringify(args));
      return logError(...args);
    };
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = api.app.server.address() as AddressInfo;
    const socket: Socket = await new Promise((resolve, reject) => {
      const opened = connect(port, '127.0.0.1', () => resolve(opened));
      opened.once('error', reject);
    });
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    const body = JSON.stringify({
      fullname: 'Wanjiru Kamau',
      email: 'wanjiru@example.com',
      phonenumber: '0722 418 302',
      message: 'Does the clinic see rabbits?',
    });
    socket.write(
      'POST /api/enquiry/create HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
        body.slice(0, 10),
    );
    // The request's head is read before the server starts closing; its body comes after, so the
    // enquiry (and its acknowledgement) starts once the closing hooks have begun.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = api.app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.write(body.slice(10));
    await ended;
    await closed;

    expect(text).toMatch(/^HTTP\/1\.1 200/);
    const mails = (await readOutbox(api.database.dataDir)).filter(
      (mail) => mail.subject === ENQUIRY_RECEIVED_SUBJECT,
    );
    expect(mails.map((mail) => mail.to)).toEqual(['wanjiru@example.com']);
    expect(errors).toEqual([]);
  });
});
