// Run by booking-server.ts in a child process (plain Node through tsx): the real API over a
// fresh SQLite database, on loopback, with two doctors signed in. Stops when its stdin closes.
import { createTestApi } from '../../../../server/src/testing/api';

async function main() {
  const api = await createTestApi('sqlite', {
    // The page under test (jsdom) is on http://localhost.
    CORS_ORIGINS: 'http://localhost',
    PUBLIC_URL: 'http://localhost',
    REMINDER_POLL_SECONDS: '0',
  });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const address = api.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const admin = await api.account({ isAdmin: true, isDoctor: true, fullname: 'Dr Wanjiru Kamau' });
  const doctor = await api.account({ isDoctor: true, fullname: 'Dr Otieno Ouma' });
  process.stdout.write(
    `${JSON.stringify({ port, admin, doctor, dataDir: api.database.dataDir })}\n`,
  );
  const stop = () => {
    void api.close().then(() => process.exit(0));
  };
  process.stdin.on('end', stop);
  process.stdin.on('close', stop);
  process.stdin.resume();
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error instanceof Error ? error.stack : error)}\n`);
  process.exit(1);
});
