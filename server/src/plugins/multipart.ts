import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import fp from 'fastify-plugin';
import { LIMITS } from 'shared-data/contract';

/** A file of a multipart body, read into memory (at most LIMITS.imageBytes). */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    'data' in value &&
    Buffer.isBuffer(value.data) &&
    'filename' in value &&
    typeof value.filename === 'string'
  );
}

/** Marks a part a browser sends for a file input left empty: no name and no bytes. */
export const NO_FILE_CHOSEN = Symbol('no file chosen');

/**
 * Multipart bodies become plain objects before validation: text fields as strings, files as
 * UploadedFile (repeated names as arrays), so the contract's zod schemas check them like JSON.
 */
export const multipart = fp(
  async (app) => {
    await app.register(fastifyMultipart, {
      attachFieldsToBody: 'keyValues',
      limits: {
        fileSize: LIMITS.imageBytes,
        files: 4,
        fields: 20,
        // Enough for 5000 characters of any script; a longer field is refused, not cut.
        fieldSize: 64 * 1024,
        parts: 30,
      },
      async onFile(part: MultipartFile & { value?: unknown }) {
        const data = await part.toBuffer();
        part.value =
          data.length === 0 && part.filename === ''
            ? NO_FILE_CHOSEN
            : ({ filename: part.filename, mimetype: part.mimetype, data } satisfies UploadedFile);
      },
    });
  },
  { name: 'multipart', fastify: '5.x' },
);
