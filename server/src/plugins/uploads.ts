import { randomBytes } from 'node:crypto';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { CACHE_FOREVER } from '../core/cache-policy';
import type { ImageStore } from '../core/images';

/** The only names served or written: anything else (temp files, traversal) is not ours. */
export const UPLOAD_NAME = /^[0-9a-f]{20}-\d+\.webp$/;
const HASH = /^[0-9a-f]{20}$/;
const DEFAULT_WIDTH = 960;

function fileName(hash: string, width: number): string {
  // The hash comes back from the database: checked so a bad row cannot name another file.
  if (!HASH.test(hash) || !Number.isInteger(width) || width <= 0) {
    throw new Error(`Not an uploaded image: ${hash}-${width}`);
  }
  return `${hash}-${width}.webp`;
}

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Readers see the whole file or none: written beside it under a dot name, then renamed. */
async function writeAtomically(dir: string, name: string, data: Buffer): Promise<void> {
  const target = path.join(dir, name);
  // Same name, same source bytes: the file there is already this one.
  if (await exists(target)) return;
  const temp = path.join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temp, data, { flag: 'wx' });
    await rename(temp, target);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    // A concurrent save of the same image got there first (Windows may refuse to replace it).
    if (await exists(target)) return;
    throw error;
  }
}

/** The ImageStore of the app: files in `dir`, served by the uploads plugin below. */
export function createDiskImageStore(dir: string, urlPrefix = '/uploads/'): ImageStore {
  const href = (hash: string, width: number) => urlPrefix + fileName(hash, width);
  const ascending = (widths: number[]) => [...widths].sort((a, b) => a - b);

  return {
    async save(image) {
      await mkdir(dir, { recursive: true });
      await Promise.all(
        image.variants.map((variant) =>
          writeAtomically(dir, fileName(image.hash, variant.width), variant.data),
        ),
      );
      return { hash: image.hash, widths: ascending(image.variants.map((v) => v.width)) };
    },

    async remove(ref) {
      await Promise.all(
        ref.widths.map((width) =>
          unlink(path.join(dir, fileName(ref.hash, width))).catch((error: unknown) => {
            if (errorCode(error) !== 'ENOENT') throw error;
          }),
        ),
      );
    },

    url(ref) {
      const widths = ascending(ref.widths);
      const width = widths.filter((w) => w <= DEFAULT_WIDTH).pop() ?? widths[0];
      if (width === undefined) throw new Error(`Image ${ref.hash} has no widths`);
      return href(ref.hash, width);
    },

    srcset(ref) {
      return ascending(ref.widths)
        .map((width) => `${href(ref.hash, width)} ${width}w`)
        .join(', ');
    },
  };
}

export interface UploadsOptions {
  /** DATA_DIR/uploads; created when missing. */
  dir: string;
}

const servedUploads: FastifyPluginAsync<UploadsOptions> = async (app, { dir }) => {
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
