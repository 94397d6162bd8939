import { LIMITS } from 'shared-data';

/** What the pickers say about a file the server would refuse (checked before sending). */
export const IMAGE_MESSAGES = {
  notImage: 'Choose an image file',
  tooLarge: (maxBytes: number) =>
    `The image is larger than ${Math.round(maxBytes / (1024 * 1024))} MB`,
  tooMany: (max: number) => `Choose at most ${max} images`,
  required: 'Choose an image',
};

/** Why a chosen file cannot be sent as an image: not an image, or over the server's limit. */
export function imageFileProblem(
  file: File,
  maxBytes: number = LIMITS.imageBytes,
): string | undefined {
  if (!file.type.startsWith('image/')) return IMAGE_MESSAGES.notImage;
  if (file.size > maxBytes) return IMAGE_MESSAGES.tooLarge(maxBytes);
  return undefined;
}
