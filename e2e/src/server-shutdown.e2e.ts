import { connect, type Socket } from 'node:net';
import { startSite, type RunningSite } from './testing/site';

// A deployment stops an instance with SIGTERM: the request it is reading must still be
// answered (after it is stored), new connections refused, and the process must end by itself.
describe('the server on SIGTERM', () => {
  let site: RunningSite;

  beforeAll(async () => {
    site = await startSite({ SEED_DEMO: 'false' });
  });
  afterAll(() => site?.stop());

  function openSocket(): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const socket = connect(site.port, '127.0.0.1', () => resolve(socket));
      socket.once('error', reject);
    });
  }

  function readAll(socket: Socket): Promise<string> {
    return new Promise((resolve) => {
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
    });
  }

  it('finishes the request in flight, then exits 0', async () => {
    const body = JSON.stringify({
      fullname: 'Wanjiru Kamau',
      email: 'wanjiru@example.com',
      phonenumber: '+254712345678',
      message: 'Sent while the server was stopping.',
    });
    const socket = await openSocket();
    const answer = readAll(socket);
    socket.write(
      'POST /api/enquiry/create HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    socket.write(body.slice(0, 20));
    // The server has the request's head before the signal: wait for it to be parsed.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const exited = new Promise<number | null>((resolve) => site.child.once('exit', resolve));
    site.child.kill('SIGTERM');
    // Once the listener is closed, a new connection is refused.
    for (let tries = 0; ; tries += 1) {
      const refused = await openSocket().then(
        (other) => (other.destroy(), false),
        () => true,
      );
      if (refused) break;
      if (tries > 50) throw new Error('The server still accepts connections after SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    socket.write(body.slice(20));

    const response = await answer;
    // The enquiry is stored before this answer is sent.
    expect(response).toMatch(/^HTTP\/1\.1 200 /);
    expect(response).toContain('Thank you for reaching us, our team will respond shortly');
    await expect(exited).resolves.toBe(0);
  });
});
