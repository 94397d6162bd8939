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
