import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../config';
import { createS3ImageFiles, type S3ImageFiles } from '../plugins/s3-images';

export interface TestS3Server {
  /** The S3_* variables that reach the bucket. */
  env: Record<string, string>;
  settings: S3Config;
  /** A client of the bucket, for tests to look inside it. */
  files: S3ImageFiles;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on loopback with one empty bucket, its objects in a
 * temporary directory; close() stops it and removes them.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'vetportal-s3-'));
  const bucket = `test-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  // s3rver accepts any key pair signed with its default secret.
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const settings: S3Config = {
    bucket,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  const files = createS3ImageFiles(settings);
  return {
    env,
    settings,
    files,
    async close() {
      files.close();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
