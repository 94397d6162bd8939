import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { constants } from 'node:fs';
import {
  access,
  mkdir,
  readdir,
  readFile,
  rename,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { CACHE_FOREVER } from '../core/cache-policy';
import {
  IMAGE_CONTENT_TYPE,
  IMAGE_FILE_NAME,
  imageStoreOver,
  type ImageFiles,
  type ImageStore,
} from '../core/images';
import type * as S3Images from './s3-images';

/** The only names served or written: anything else (temp files, traversal) is not ours. */
export const UPLOAD_NAME = IMAGE_FILE_NAME;

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

async function sizeOf(file: string): Promise<number | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() ? info.size : undefined;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

/** Readers see the whole file or none: written beside it under a dot name, then renamed. */
async function writeAtomically(dir: string, name: string, data: Buffer): Promise<void> {
  const target = path.join(dir, name);
  const temp = path.join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temp, data, { flag: 'wx' });
    await rename(temp, target);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    // A concurrent save of the same image got there first (Windows may refuse to replace it).
    if ((await sizeOf(target)) === data.length) return;
    throw error;
  }
}

function checked(name: string): string {
  // Names come from the database or a listing: one that is not ours could reach another file.
  if (!IMAGE_FILE_NAME.test(name)) throw new Error(`Not an image file name: ${name}`);
  return name;
}

/** The image files in a folder (DATA_DIR/uploads), created on the first write. */
export function createDiskImageFiles(dir: string): ImageFiles {
  const fileOf = (name: string) => path.join(dir, checked(name));
  return {
    location: dir,

    async *list() {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if (errorCode(error) === 'ENOENT') return;
        throw error;
      }
      for (const name of names.sort()) {
        if (!IMAGE_FILE_NAME.test(name)) continue;
        const size = await sizeOf(path.join(dir, name));
        if (size !== undefined) yield { name, size };
      }
    },

    // async: a bad name rejects like any other failure, rather than throwing at the call.
    async size(name) {
      return sizeOf(fileOf(name));
    },

    async read(name) {
      return readFile(fileOf(name));
    },

    async open(name) {
      const file = fileOf(name);
      const size = await sizeOf(file);
      return size === undefined ? undefined : { stream: createReadStream(file), size };
    },

    async write(name, data) {
      const file = fileOf(name);
      await mkdir(dir, { recursive: true });
      await writeAtomically(dir, path.basename(file), data);
    },

    async remove(name) {
      await unlink(fileOf(name)).catch((error: unknown) => {
        if (errorCode(error) !== 'ENOENT') throw error;
      });
    },

    async check() {
      await mkdir(dir, { recursive: true });
      await access(dir, constants.W_OK);
    },
  };
}

/** The disk ImageStore: files in `dir`, served by the uploads plugin below. */
export function createDiskImageStore(dir: string, urlPrefix = '/uploads/'): ImageStore {
  const store = imageStoreOver(createDiskImageFiles(dir), urlPrefix);
  return {
    ...store,
    async save(image) {
      await mkdir(dir, { recursive: true });
      return store.save(image);
    },
  };
}

export type UploadsOptions =
  /** DATA_DIR/uploads, served as static files; created when missing. */
  | { dir: string }
  /** Any other store (a bucket): each file is streamed from it. */
  | { files: ImageFiles };

const servedUploads: FastifyPluginAsync<UploadsOptions> = async (app, options) => {
  if ('files' in options) {
    const { files } = options;
    // A name is its content's hash: it never changes.
    const headersOf = (size: number) => ({
      'content-type': IMAGE_CONTENT_TYPE,
      'content-length': String(size),
      'cache-control': CACHE_FOREVER,
    });
    app.route<{ Params: { name: string } }>({
      method: 'GET',
      url: '/uploads/:name',
      // HEAD asks the store for the size only; GET's handler would fetch the bytes.
      exposeHeadRoute: false,
      handler: async (request, reply) => {
        const { name } = request.params;
        const opened = IMAGE_FILE_NAME.test(name) ? await files.open(name) : undefined;
        // Anything but a stored image falls to the JSON 404.
        if (!opened) return reply.callNotFound();
        return reply.headers(headersOf(opened.size)).send(opened.stream);
      },
    });
    app.route<{ Params: { name: string } }>({
      method: 'HEAD',
      url: '/uploads/:name',
      handler: async (request, reply) => {
        const { name } = request.params;
        const size = IMAGE_FILE_NAME.test(name) ? await files.size(name) : undefined;
        if (size === undefined) return reply.callNotFound();
        return reply.headers(headersOf(size)).send();
      },
    });
    return;
  }

  const { dir } = options;
  await mkdir(dir, { recursive: true });
  app.register(fastifyStatic, {
    root: dir,
    prefix: '/uploads/',
    // The site plugin declares reply.sendFile; it may be declared only once.
    decorateReply: false,
    // A name is its content's hash: it never changes.
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader('cache-control', CACHE_FOREVER);
    },
    dotfiles: 'ignore',
    index: false,
    list: false,
    // Anything but a stored name (a temp file, `..`, a folder) falls to the JSON 404.
    allowedPath: (pathname) => UPLOAD_NAME.test(pathname.slice(1)),
  });
};

/** Serves the stored images at /uploads/<hash>-<width>.webp, cached for a year. */
export const uploads = fp(servedUploads, {
  name: 'uploads',
  // Anything but a stored image is answered by the errors plugin's JSON 404.
  dependencies: ['errors'],
  fastify: '5.x',
});

/** The configured store's files (IMAGE_STORE), how /uploads/ serves them, and how to let go. */
export function openImageFiles(config: Pick<Config, 'imageStore' | 's3' | 'dataDir'>): {
  files: ImageFiles;
  served: UploadsOptions;
  close(): void;
} {
  if (config.imageStore === 's3') {
    // loadConfig refuses IMAGE_STORE=s3 without a bucket.
    if (!config.s3) throw new Error('IMAGE_STORE is s3 but no bucket is configured');
    // The AWS SDK is loaded only when a bucket is used: a site keeping its images on disk never
    // pays for it (nor does a test running the server in a browser-like environment).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { createS3ImageFiles } = require('./s3-images') as typeof S3Images;
    const files = createS3ImageFiles(config.s3);
    return { files, served: { files }, close: () => files.close() };
  }
  const dir = path.join(config.dataDir, 'uploads');
  return { files: createDiskImageFiles(dir), served: { dir }, close: () => undefined };
}
