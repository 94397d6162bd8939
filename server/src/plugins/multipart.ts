import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import fp from 'fastify-plugin';
import { LIMITS } from 'shared-data/contract';
import { NO_FILE_CHOSEN, type UploadedFile } from '../core/uploaded-file';

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
  // Its refusals (a file too large, too many parts) are put in words by the errors plugin.
  { name: 'multipart', dependencies: ['errors'], fastify: '5.x' },
);
