import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { CACHE_FOREVER } from '../core/cache-policy';
import { IMAGE_CONTENT_TYPE, IMAGE_FILE_NAME, type ImageFiles } from '../core/images';

export interface S3ImageFiles extends ImageFiles {
  /** Ends the client's connections. */
  close(): void;
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NotFound' ||
      error.name === 'NoSuchKey' ||
      error.$metadata.httpStatusCode === 404)
  );
}

function checked(name: string): string {
  // Names come from the database or a listing: one that is not ours could be another key.
  if (!IMAGE_FILE_NAME.test(name)) throw new Error(`Not an image file name: ${name}`);
  return name;
}

/** Image files as objects at the root of a bucket, keyed by their names. */
export function createS3ImageFiles(settings: S3Config): S3ImageFiles {
  // The pinned SDK runs on Node 20; its notice that later SDK versions will need Node 22 is for
  // whoever upgrades it (server/README.md says so), not for every start and test run.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: several S3-compatible services refuse the
    // trailing checksums the SDK would otherwise add to every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  async function head(name: string): Promise<number | undefined> {
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket, Key: checked(name) }));
      return answer.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async function get(name: string) {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: checked(name) }));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  return {
    location: `s3://${Bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`,

    async *list() {
      // ListObjects (v1) paged by Marker, the last key seen: every S3-compatible service has
      // it, and it needs no opaque continuation token (s3rver, the test server, cannot make
      // V2's on Node 20, whose OpenSSL lacks the cipher it uses).
      let Marker: string | undefined;
      for (;;) {
        const page = await client.send(new ListObjectsCommand({ Bucket, Marker }));
        const objects = page.Contents ?? [];
        for (const object of objects) {
          if (object.Key && IMAGE_FILE_NAME.test(object.Key)) {
            yield { name: object.Key, size: object.Size ?? 0 };
          }
        }
        const last = objects[objects.length - 1]?.Key;
        if (!page.IsTruncated || !last) return;
        Marker = last;
      }
    },

    size: head,

    async read(name) {
      const answer = await get(name);
      if (!answer?.Body) throw new Error(`No image ${name} in ${Bucket}`);
      return Buffer.from(await answer.Body.transformToByteArray());
    },

    async open(name) {
      const answer = await get(name);
      if (!answer?.Body) return undefined;
      // In Node the body is an http.IncomingMessage: a Readable already.
      const stream = answer.Body as unknown as Readable;
      return { stream, size: answer.ContentLength ?? 0 };
    },

    async write(name, data) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checked(name),
          Body: data,
          ContentLength: data.length,
          ContentType: IMAGE_CONTENT_TYPE,
          // Read by a CDN or browsers when the bucket is public: a name never changes content.
          CacheControl: CACHE_FOREVER,
        }),
      );
    },

    async remove(name) {
      // S3 answers a delete of a missing key with success.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(name) }));
    },

    async check() {
      // The bucket exists and these credentials may use it.
      await client.send(new HeadBucketCommand({ Bucket }));
    },

    close() {
      client.destroy();
    },
  };
}
