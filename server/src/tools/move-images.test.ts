import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApi, injectForm, jpeg, testConfig, type TestApi } from '../testing/api';
import { startS3Server, type TestS3Server } from '../testing/s3-server';
import { CommandError } from './cli';
import { imagesCommand } from './images-cli';

describe('npm run images -- to-s3 / to-disk', () => {
  let s3: TestS3Server;
  let api: TestApi;
  let uploads: string;
  const lines: string[] = [];
  const out = { log: (line: string) => lines.push(line) };
  const run = async (args: string[], dataDir = api.database.dataDir) => {
    lines.length = 0;
    await imagesCommand(args, testConfig(dataDir, s3.env), out);
    return lines.join('\n');
  };
  const bucket = async () => {
    const files = new Map<string, Buffer>();
    for await (const file of s3.files.list()) files.set(file.name, await s3.files.read(file.name));
    return files;
  };
  const folder = (dir: string) =>
    new Map(readdirSync(dir).map((name) => [name, readFileSync(path.join(dir, name))]));

  beforeAll(async () => {
    s3 = await startS3Server();
    // A site on disk with two blogs: six image files.
    api = await createTestApi('sqlite');
    const { token } = await api.account();
    for (const [title, width] of [
      ['Calf scours', 1000],
      ['Mastitis', 1700],
    ] as const) {
      const res = await injectForm(api.app, {
        method: 'POST',
        url: '/api/blog/create',
        token,
        parts: [
          { name: 'title', value: title },
          { name: 'image', value: await jpeg(width, 500), filename: 'cover.jpg' },
        ],
      });
      expect(res.statusCode).toBe(200);
    }
    uploads = path.join(api.database.dataDir, 'uploads');
  });

  afterAll(async () => {
    await api?.close();
    await s3?.close();
  });

  it('copies every image to the bucket, keeps the source, and skips it all the second time', async () => {
    const onDisk = folder(uploads);
    expect(onDisk.size).toBe(6);

    expect(await run(['to-s3'])).toMatch(/6 files, 6 copied \([\d.]+ MB\), 0 already there/);
    expect(await bucket()).toEqual(onDisk);
    expect(folder(uploads)).toEqual(onDisk);

    expect(await run(['to-s3'])).toMatch(/6 files, 0 copied \(0\.0 MB\), 6 already there/);
    expect(await bucket()).toEqual(onDisk);
  });

  it('replaces a damaged copy rather than skipping it', async () => {
    const [name] = [...folder(uploads).keys()];
    await s3.files.write(name ?? '', Buffer.from('half a file'));
    expect(await run(['to-s3'])).toMatch(/6 files, 1 copied .*, 5 already there/);
    expect(await bucket()).toEqual(folder(uploads));
  });

  it('copies the bucket back to an empty disk, twice without harm', async () => {
    const elsewhere = mkdtempSync(path.join(os.tmpdir(), 'vetportal-images-'));
    try {
      expect(await run(['to-disk'], elsewhere)).toMatch(/6 files, 6 copied .*, 0 already there/);
      expect(folder(path.join(elsewhere, 'uploads'))).toEqual(await bucket());
      expect(await run(['to-disk'], elsewhere)).toMatch(/6 files, 0 copied .*, 6 already there/);
      expect(folder(path.join(elsewhere, 'uploads'))).toEqual(await bucket());
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('removes the source only when asked, after checking each copy', async () => {
    const elsewhere = mkdtempSync(path.join(os.tmpdir(), 'vetportal-images-'));
    try {
      const dir = path.join(elsewhere, 'uploads');
      await run(['to-disk'], elsewhere);
      const copied = folder(dir);
      // One file in the bucket is damaged: its twin on disk must survive.
      const [damaged] = [...copied.keys()];
      await s3.files.write(damaged ?? '', Buffer.alloc(copied.get(damaged ?? '')?.length ?? 0));
      await expect(run(['to-s3', '--remove-source'], elsewhere)).rejects.toThrow(/differs/);
      // The others were checked and removed; the damaged one's source is all that is left.
      expect(readdirSync(dir)).toEqual([damaged]);

      await s3.files.write(damaged ?? '', copied.get(damaged ?? '') ?? Buffer.alloc(0));
      expect(await run(['to-s3', '--remove-source'], elsewhere)).toMatch(
        /1 files, 0 copied .*, 1 already there, 1 removed from the source/,
      );
      expect(readdirSync(dir)).toEqual([]);
      expect(await bucket()).toEqual(copied);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it.each([[[]], [['sideways']], [['to-s3', '--force']]])(
    'explains its usage for %j',
    async (args) => {
      await expect(run(args)).rejects.toThrow(CommandError);
      await expect(run(args)).rejects.toThrow(/Usage: npm run images -- <to-s3\|to-disk>/);
    },
  );

  it('asks for the bucket when none is configured', async () => {
    const config = testConfig(api.database.dataDir);
    await expect(imagesCommand(['to-s3'], config, out)).rejects.toThrow(/S3_BUCKET/);
  });

  it('never touches files that are not images', async () => {
    writeFileSync(path.join(uploads, 'notes.txt'), 'keep me');
    await run(['to-s3']);
    expect([...(await bucket()).keys()]).not.toContain('notes.txt');
    rmSync(path.join(uploads, 'notes.txt'));
  });
});
